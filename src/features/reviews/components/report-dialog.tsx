// Reporting a review or a listing to the moderators: a reason, a note (required for "Something
// else"), sent through the reportContent callable. Needs a connection and says so.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Dialog } from '@/components/dialog';
import { Button } from '@/components/button';
import { Field, Label, TextArea } from '@/components/form';
import { toast } from '@/stores/toast-store';
import { ALREADY_REPORTED, REPORT_REASONS, reportContent, validateReport, type ReportReason, type ReportTarget } from '../data/report-content';
import { MAX_REPORT_TEXT } from '../lib/review-validation';

interface Props {
  uid: string;
  target: ReportTarget;
  /** What is reported, for the title: "this review", "Casa Lola". */
  what: string;
  onClose: (reported: boolean) => void;
}

export function ReportDialog({ uid, target, what, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReport(reason, text);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      await reportContent(uid, target, reason, text);
      toast({ title: 'Report sent', description: 'Thank you. Our moderators will look at it and let you know what they decide.', variant: 'success' });
      onClose(true);
    } catch (failure) {
      const message = (failure as Error).message;
      if (message === ALREADY_REPORTED) {
        toast({ title: 'Already reported', description: message });
        onClose(true);
        return;
      }
      setError(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      size="sm"
      title={`Report ${what}`}
      description="Tell our moderators what is wrong. They decide whether it stays on Forkful."
      onClose={() => onClose(false)}
      footer={
        <>
          <Button $variant="secondary" onClick={() => onClose(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} $variant="danger" disabled={sending}>
            {sending ? 'Sending…' : 'Send report'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={handleSubmit} noValidate>
        <Reasons>
          <legend>Reason</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.value}>
              <input type="radio" name="reason" value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} />
              {r.label}
            </label>
          ))}
        </Reasons>
        <Field>
          <Label htmlFor={`${id}-text`}>{reason === 'other' ? 'What is wrong?' : 'Anything to add? (optional)'}</Label>
          <TextArea id={`${id}-text`} rows={3} value={text} maxLength={MAX_REPORT_TEXT + 50} onChange={(event) => setText(event.target.value)} />
        </Field>
        {error && (
          <ErrorText role="alert" data-testid="report-error">
            {error}
          </ErrorText>
        )}
      </form>
    </Dialog>
  );
}

const Reasons = styled.fieldset`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1.5)};
    font-weight: 600;
    font-size: ${theme.size.sm};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.primarySoft};
  }
  input { width: 18px; height: 18px; margin: 0; accent-color: ${theme.color.primary}; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
  font-weight: 500;
`;
