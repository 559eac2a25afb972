// Messages from the Contact page, for the admin's Inbox: the newest 200, live from the server
// while the tab is open (they are not copied to the device), and the one change an admin makes,
// resolved or open again.
import { useEffect, useState } from 'react';
import { collection, doc, limit, onSnapshot, orderBy, query, updateDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { authRestored } from '@/lib/firebase/auth-restored';
import { withTimeout } from '@/lib/with-timeout';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  status: 'open' | 'resolved';
  createdAt: number;
  resolvedAt?: number;
}

export const MESSAGES_ERROR = 'Messages could not be loaded. They need a connection.';
export const MESSAGE_SAVE_ERROR = 'The message could not be updated. Check your connection and try again.';
const SHOWN = 200;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function toContactMessage(id: string, data: Record<string, unknown>): ContactMessage {
  return {
    id,
    name: str(data.name),
    email: str(data.email),
    message: str(data.message),
    status: data.status === 'resolved' ? 'resolved' : 'open',
    createdAt: typeof data.createdAt === 'number' ? data.createdAt : 0,
    ...(typeof data.resolvedAt === 'number' ? { resolvedAt: data.resolvedAt } : {}),
  };
}

export function useContactMessages(): { messages: ContactMessage[]; loading: boolean; error: string | null } {
  const [state, setState] = useState<{ messages: ContactMessage[]; loading: boolean; error: string | null }>({ messages: [], loading: true, error: null });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    // After Firebase Auth has restored the admin: started before, the listener is refused for good.
    void authRestored().then(() => {
      if (gone) return;
      stop = onSnapshot(
        query(collection(getDb(), 'contactMessages'), orderBy('createdAt', 'desc'), limit(SHOWN)),
        (snap) => setState({ messages: snap.docs.map((d) => toContactMessage(d.id, d.data())), loading: false, error: null }),
        (error) => {
          console.error(MESSAGES_ERROR, error);
          setState((s) => ({ ...s, loading: false, error: MESSAGES_ERROR }));
        },
      );
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return state;
}

export async function setMessageStatus(id: string, status: ContactMessage['status'], adminUid: string): Promise<void> {
  const now = Date.now();
  const change = status === 'resolved' ? { status, resolvedAt: now, resolvedBy: adminUid, updatedAt: now } : { status, updatedAt: now };
  try {
    await withTimeout(updateDoc(doc(getDb(), 'contactMessages', id), change), 15_000);
  } catch (error) {
    console.error(MESSAGE_SAVE_ERROR, error);
    throw new Error(MESSAGE_SAVE_ERROR, { cause: error });
  }
}
