// A modal dialog: a <dialog> portalled to <body> over a backdrop. Not showModal() on purpose:
// the top layer sits above the app's toaster and makes the rest inert, so the toasts raised
// here ('No Active Package' and its Go to Pricing action) would be hidden and unclickable.
// The modality is ours instead: backdrop, Tab trap, Esc, aria-modal, scroll lock.
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '@/lib/theme';
import { X } from '@/components/icons';
import { Button, IconButton } from './button';
import { useModalDialog } from './use-modal-dialog';
import { media } from '@/lib/style';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode; // under the title; also the accessible description
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode; // actions, kept visible below the scrolling body
  /** 'md': a full-screen sheet on phones, a centred card up to 720px wide from 600px. 'sm': a small card everywhere. */
  size?: 'sm' | 'md';
  role?: 'dialog' | 'alertdialog';
  closeOnBackdrop?: boolean; // off by default: a stray tap must not throw away a half-typed form
}

export function Dialog({ open, title, description, onClose, children, footer, size = 'md', role = 'dialog', closeOnBackdrop = false }: DialogProps) {
  const { ref, bodyRef, close, onKeyDown } = useModalDialog(open, onClose);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  if (!open) return null;

  // Mounted last in <body> when opened, so a dialog opened over another one stacks above it.
  return createPortal(
    <>
      {/* mousedown is cancelled so a click outside never moves the focus out of the dialog. */}
      <Backdrop data-testid="dialog-backdrop" onMouseDown={(event) => event.preventDefault()} onClick={closeOnBackdrop ? close : undefined} />
      <Root
        ref={ref}
        open
        role={role}
        tabIndex={-1}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          <CloseButton aria-label="Close dialog" onClick={close}>
            <X size={20} aria-hidden="true" />
          </CloseButton>
        </Header>
        {children && <Body ref={bodyRef}>{children}</Body>}
        {footer && <Footer data-dialog-footer="">{footer}</Footer>}
      </Root>
    </>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean; // a red confirm button, for what cannot be undone
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" — focus starts on Cancel so a reflexive Enter never destroys anything. */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', destructive = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      size="sm"
      role="alertdialog"
      title={title}
      description={message}
      onClose={busy ? () => undefined : onCancel}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button $variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button $variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

const rise = keyframes`from { transform: translateY(24px); opacity: 0; }`;
const pop = keyframes`from { transform: scale(0.97); opacity: 0; }`;

// Above the header (20) and menus (30), below the update prompt (55) and the toaster (60).
const Backdrop = styled.div`
  position: fixed; inset: 0; z-index: 50;
  background: rgba(31, 26, 23, 0.55);
`;

const Root = styled.dialog<{ $size: 'sm' | 'md' }>`
  position: fixed; inset: 0; z-index: 50;
  padding: 0; border: 0;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
  overflow: hidden;
  &[open] { display: flex; flex-direction: column; }
  ${({ $size, theme }) =>
    $size === 'md'
      ? css`
          /* Phones: a full-screen sheet (dvh follows the collapsing browser toolbar). */
          width: 100%; max-width: 100%;
          height: 100dvh; max-height: 100dvh;
          margin: 0;
          animation: ${rise} 200ms ease-out;
          ${media.up('sm')} {
            width: min(720px, calc(100% - 48px));
            height: fit-content; max-height: min(calc(100dvh - 64px), 960px);
            margin: auto;
            border-radius: ${theme.radius.lg};
            animation-name: ${pop};
          }
        `
      : css`
          width: calc(100% - 32px); max-width: 440px;
          height: fit-content; max-height: calc(100dvh - 32px);
          margin: auto;
          border-radius: ${theme.radius.lg};
          animation: ${pop} 160ms ease-out;
        `}
  ${media.reducedMotion} { animation: none; }
`;

// Divs, not <header>/<footer>: inside a dialog those would be page-level banner and
// contentinfo landmarks, duplicating the page's own.
const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: calc(16px + env(safe-area-inset-top)) 16px 12px;
  border-bottom: 1px solid ${theme.color.border};
  ${media.up('sm')} { padding: 20px 24px 16px; }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.size.xl};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 4px 0 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const CloseButton = styled(IconButton)`
  flex: none;
  border-color: transparent;
  margin: -4px -4px 0 0;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px;
  ${media.up('sm')} { padding: 20px 24px; }
`;

const Footer = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  /* Phones: thumb-sized, full-width actions. */
  & > * { flex: 1 1 140px; }
  ${media.up('sm')} {
    padding: 16px 24px;
    & > * { flex: 0 0 auto; }
  }
`;
