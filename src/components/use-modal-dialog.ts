// The behaviour of <Dialog>: focus in and back out, a Tab trap, Esc, and the page scroll lock.
// Not showModal(): the browser's top layer would sit above the app's toaster, hiding every
// toast (and its action button) raised while a dialog is open — see dialog.tsx.
import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

// Several dialogs may be open (a confirmation over a form): unlock the page after the last.
let openCount = 0;
const listeners = new Set<() => void>();
const setOpenCount = (count: number) => {
  openCount = count;
  listeners.forEach((listener) => listener());
};

/** How many modal dialogs are open: the toaster moves its toasts clear of their action bars. */
export const openModalCount = () => openCount;
export function subscribeOpenModals(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // data-autofocus wins (ConfirmDialog's Cancel), else the first control of the body.
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target.focus();
    setOpenCount(openCount + 1);
    document.documentElement.style.overflow = 'hidden';
    return () => {
      setOpenCount(openCount - 1);
      if (openCount === 0) document.documentElement.style.overflow = '';
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const close = () => onCloseRef.current();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Only the innermost dialog closes (React events bubble through nested dialogs).
      event.stopPropagation();
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep the keyboard inside: wrap from the last control to the first and back.
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { ref, bodyRef, close, onKeyDown };
}
