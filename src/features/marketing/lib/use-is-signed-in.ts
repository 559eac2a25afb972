// Placeholder until step 2 replaces it with the auth session hook.
export function useIsSignedIn(): boolean {
  return false;
}
