// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog, Dialog } from './dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Open it</button>
      <Dialog open={open} title="Edit things" description="Change what you like." onClose={close} footer={<button onClick={close}>Done</button>}>
        <label htmlFor="name">Name</label>
        <input id="name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title, described, and takes the focus into its body', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit things' });
    expect(dialog).toHaveAttribute('aria-describedby', screen.getByText('Change what you like.').id);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Esc and gives the focus back to the opener', () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with the ✕ button', () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog, wrapping both ways', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    expect(fireEvent.keyDown(done, { key: 'Tab' })).toBe(false);
    const close = screen.getByRole('button', { name: 'Close dialog' });
    expect(close).toHaveFocus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(done).toHaveFocus();
    // In between, the browser moves the focus as usual.
    screen.getByLabelText('Name').focus();
    expect(fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Tab' })).toBe(true);
  });

  it('sits on a backdrop that keeps the focus inside and does not close a form', () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }));
    const backdrop = screen.getByTestId('dialog-backdrop');
    expect(fireEvent.mouseDown(backdrop)).toBe(false);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
  });
});

describe('ConfirmDialog', () => {
  const setup = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Delete this listing?"
        message="This cannot be undone."
        confirmLabel="Delete listing"
        destructive
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />,
    );
    return { onConfirm, onCancel };
  };

  it('is an alert dialog with the focus on Cancel', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this listing?' });
    expect(dialog).toHaveAttribute('aria-describedby', screen.getByText('This cannot be undone.').id);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms, cancels, and cancels on Esc or a click outside', () => {
    const { onConfirm, onCancel } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete listing' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('cannot be confirmed or dismissed twice while busy', () => {
    const { onCancel } = setup({ busy: true });
    expect(screen.getByRole('button', { name: 'Delete listing' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing visible when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Dialog and toasts', () => {
  it("lifts a toast raised in an open dialog above the dialog's action bar, and lets it go after", async () => {
    const { Toaster } = await import('./toaster');
    const { toast } = await import('@/stores/toast-store');
    function WithToaster() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Dialog open={open} title="Form" onClose={() => setOpen(false)} footer={<button type="button">Submit</button>}>
            <input aria-label="Name" />
          </Dialog>
          <button type="button" onClick={() => setOpen(false)}>
            Close from outside
          </button>
          <Toaster />
        </>
      );
    }
    renderWithProviders(<WithToaster />);
    act(() => toast({ title: 'Missing Information', description: 'Please fill out all required fields (*).', variant: 'destructive' }));
    const footer = document.querySelector<HTMLElement>('[data-dialog-footer]')!;
    // No page landmarks inside the dialog: its header and footer are plain divs.
    expect(footer.tagName).toBe('DIV');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('header, footer')).toBeNull();
    const expected = Math.round(window.innerHeight - footer.getBoundingClientRect().top) + 8;
    expect(screen.getByTestId('toaster').style.bottom).toBe(`${expected}px`);
    fireEvent.click(screen.getByRole('button', { name: 'Close from outside', hidden: true }));
    expect(screen.getByTestId('toaster').style.bottom).toBe('');
  });
});
