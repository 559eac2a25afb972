// Captures the browser's install prompt early (it fires once, before React may be ready).
import { create } from 'zustand';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
  promptInstall: () => Promise<void>;
}

export const useInstallStore = create<InstallState>((set, get) => ({
  deferred: null,
  installed: typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches,
  promptInstall: async () => {
    const deferred = get().deferred;
    if (!deferred) return;
    await deferred.prompt();
    const choice = await deferred.userChoice;
    set({ deferred: null, installed: choice.outcome === 'accepted' });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallStore.setState({ deferred: null, installed: true }));
}

export function isIos(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  return /iphone|ipad|ipod/i.test(userAgent);
}
