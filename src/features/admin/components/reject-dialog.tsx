// Asks why a listing is rejected; the owner sees the reason on their listing and in the
// notification. An empty reason is refused here, before any call.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Label, TextArea } from '@/components/form';
import { toast } from '@/stores/toast-store';

export const REASON_MAX = 500;

interface Props {
  /** The listing's title; the dialog is open while it is set. */
  title: string | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

export function RejectDialog({ title, busy, onSubmit, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const id = useId();
  const formId = `${id}-form`;
  const fieldId = `${id}-reason`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      toast({ title: 'Reason required', description: 'Please provide a reason for rejection.', variant: 'destructive' });
      document.getElementById(fieldId)?.focus();
      return;
    }
    onSubmit(trimmed);
  };

  const handleCancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open={title !== null}
      size="sm"
      title="Reject listing"
      description={title ? `Tell the owner why “${title}” cannot be published. They will see this reason.` : undefined}
      onClose={handleCancel}
      footer={
        <>
          <Button $variant="secondary" onClick={handleCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} $variant="danger" aria-disabled={busy} aria-busy={busy}>
            {busy ? 'Rejecting…' : 'Reject listing'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit}>
        <Label htmlFor={fieldId}>Reason for rejection</Label>
        <Field
          id={fieldId}
          data-autofocus
          value={reason}
          maxLength={REASON_MAX}
          placeholder="e.g. The photos do not show the restaurant."
          onChange={(event) => setReason(event.target.value)}
        />
        <Hint>
          {reason.length}/{REASON_MAX}
        </Hint>
      </form>
    </Dialog>
  );
}

const Field = styled(TextArea)`
  margin-top: ${theme.space(1.5)};
`;

const Hint = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  text-align: right;
`;
