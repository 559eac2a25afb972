// One toast at a time: a newer toast replaces the visible one.
import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  /** A route to navigate to; the toaster owns navigation so stores stay router-free. */
  to: string;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
}

interface ToastState {
  current: Toast | null;
  show: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => void;
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show: (toast) => set({ current: { variant: 'default', ...toast, id: nextId++ } }),
  dismiss: (id) => {
    const current = get().current;
    if (!current || (id !== undefined && current.id !== id)) return;
    set({ current: null });
  },
}));

/** Usable outside React (sync error handlers, data hooks). */
export const toast = (t: Parameters<ToastState['show']>[0]) => useToastStore.getState().show(t);
