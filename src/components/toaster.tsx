// Renders the single current toast: auto-dismiss after 5 s, swipe (50 px) or close to dismiss.
// While a modal dialog is open the toast floats just above its action bar, never over the
// Cancel/Submit buttons a user reaches for right after a toast like 'Missing Information'.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { X } from '@/components/icons';
import { useToastStore, type ToastVariant } from '@/stores/toast-store';
import { openModalCount, subscribeOpenModals } from './use-modal-dialog';
import { media } from '@/lib/style';

export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const GAP_PX = 8;

/** The distance from the viewport's bottom to the top of the open dialog's action bar, if any. */
function dialogFooterClearance(): number | null {
  const footers = document.querySelectorAll<HTMLElement>('[data-dialog-footer]');
  // The last one is the innermost dialog (each is portalled to the end of <body> as it opens).
  const footer = footers[footers.length - 1];
  if (!footer) return null;
  return Math.max(0, Math.round(window.innerHeight - footer.getBoundingClientRect().top)) + GAP_PX;
}

function useDialogClearance(active: boolean): number | null {
  const modals = useSyncExternalStore(subscribeOpenModals, openModalCount, () => 0);
  const [clearance, setClearance] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!active || modals === 0) {
      setClearance(null);
      return;
    }
    const measure = () => setClearance(dialogFooterClearance());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [active, modals]);
  return clearance;
}

export function Toaster() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const navigate = useNavigate();
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const clearance = useDialogClearance(current !== null);

  useEffect(() => {
    setDx(0);
    if (!current) return;
    const timer = setTimeout(() => dismiss(current.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  const handlePointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const handlePointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const handlePointerUp = () => {
    if (current && Math.abs(dx) > SWIPE_THRESHOLD_PX) dismiss(current.id);
    else setDx(0);
    start.current = null;
  };

  return (
    // The live region is always mounted so screen readers announce each new toast.
    <Region
      aria-live={current?.variant === 'destructive' ? 'assertive' : 'polite'}
      role="status"
      data-testid="toaster"
      style={clearance === null ? undefined : { bottom: clearance }}
    >
      {current && (
        <ToastBox
          key={current.id}
          data-testid="toast"
          $variant={current.variant}
          style={{ transform: `translateX(${dx}px)`, opacity: 1 - Math.min(Math.abs(dx) / 200, 0.6) }}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
        >
          <Text>
            <Title>{current.title}</Title>
            {current.description && <Description>{current.description}</Description>}
          </Text>
          {current.action && (
            <Action
              type="button"
              onClick={() => {
                navigate(current.action!.to);
                dismiss(current.id);
              }}
            >
              {current.action.label}
            </Action>
          )}
          <Close type="button" aria-label="Dismiss notification" onClick={() => dismiss(current.id)}>
            <X size={16} aria-hidden="true" />
          </Close>
        </ToastBox>
      )}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  z-index: 60;
  left: 12px;
  right: 12px;
  bottom: calc(12px + env(safe-area-inset-bottom));
  display: flex;
  justify-content: center;
  pointer-events: none;
  ${media.up('sm')} {
    left: auto;
    right: 24px;
    bottom: 24px;
  }
`;

const ToastBox = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  touch-action: pan-y;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  max-width: 420px;
  padding: 14px 14px 14px 16px;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  background: ${theme.color.inverse};
  color: ${theme.color.onInverse};
  animation: toast-in 180ms ease-out;
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.color.danger};
      color: ${theme.color.onPrimary};
    `}
  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      background: ${theme.color.success};
      color: ${theme.color.onPrimary};
    `}
  @keyframes toast-in {
    from { transform: translateY(12px); opacity: 0; }
  }
`;

const Text = styled.div`
  flex: 1;
  display: grid;
  gap: 2px;
`;

const Title = styled.strong`
  font-size: ${theme.size.md};
`;

const Description = styled.span`
  font-size: ${theme.size.sm};
  opacity: 0.92;
`;

const Action = styled.button`
  align-self: center;
  padding: 6px 12px;
  border-radius: ${theme.radius.pill};
  border: 1px solid rgba(255, 255, 255, 0.6);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.8;
`;
