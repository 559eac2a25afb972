// Which kinds of e-mail the signed-in user gets, for Settings. Online only: offline the switches
// say they need a connection rather than queue a change nobody would see land.
import { useCallback, useEffect, useState } from 'react';
import type { MailCategory } from '@shared/mail-categories';
import { PREFS_LOAD_ERROR, PREFS_SAVE_ERROR, readMailOff, writeMailOff } from './mail-prefs';

export interface MailPrefsState {
  off: MailCategory[];
  status: 'loading' | 'ready' | 'error';
  /** The kind being saved (its switch waits for the server). */
  saving: MailCategory | null;
  /** Turns a kind on or off; resolves once stored, rejects (and keeps the old value) if not. */
  toggle: (category: MailCategory, on: boolean) => Promise<void>;
  retry: () => void;
}

export function useMailPrefs(uid: string | null, online: boolean): MailPrefsState {
  const [off, setOff] = useState<MailCategory[]>([]);
  const [status, setStatus] = useState<MailPrefsState['status']>('loading');
  const [saving, setSaving] = useState<MailCategory | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid || !online) return;
    let live = true;
    setStatus('loading');
    readMailOff(uid).then(
      (list) => live && (setOff(list), setStatus('ready')),
      (error: unknown) => {
        console.error(PREFS_LOAD_ERROR, error);
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [uid, online, attempt]);

  const toggle = useCallback(
    async (category: MailCategory, on: boolean) => {
      if (!uid) return;
      const next = on ? off.filter((c) => c !== category) : [...new Set([...off, category])];
      setSaving(category);
      try {
        await writeMailOff(uid, next);
        setOff(next);
      } catch (error) {
        console.error(PREFS_SAVE_ERROR, error);
        throw new Error(PREFS_SAVE_ERROR, { cause: error });
      } finally {
        setSaving(null);
      }
    },
    [uid, off],
  );

  return { off, status, saving, toggle, retry: () => setAttempt((n) => n + 1) };
}
