// The listing owner's reply to one review: write, edit or delete it (needs a connection).
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { TextArea } from '@/components/form';
import { toast } from '@/stores/toast-store';
import { deleteReply, saveReply, type ReplyTarget } from '../data/write-reply';
import { MAX_REPLY, validateReply } from '../lib/reply-validation';

interface Props {
  target: ReplyTarget;
  /** The reply as it is now, or null to write one. */
  current: string | null;
  onDone: () => void;
}

export function ReplyEditor({ target, current, onDone }: Props) {
  const [text, setText] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast({ title: done, variant: 'success' });
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReply(text);
    setError(invalid);
    if (!invalid) void run(() => saveReply(target, text), current ? 'Reply updated' : 'Reply posted');
  };

  const handleDelete = () => void run(() => deleteReply(target.reviewId), 'Reply deleted');

  return (
    <Form onSubmit={handleSubmit} noValidate aria-label="Your reply">
      <label htmlFor={`${id}-text`}>Your reply as the owner</label>
      <TextArea
        id={`${id}-text`}
        rows={3}
        value={text}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        placeholder="Thank the diner, or answer their point."
      />
      <Bottom>
        <small>
          {text.length} / {MAX_REPLY}
        </small>
        {error && (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        )}
      </Bottom>
      <Buttons>
        {current !== null && (
          <Button $variant="ghost" $size="sm" onClick={handleDelete} disabled={busy}>
            Delete reply
          </Button>
        )}
        <Button $variant="secondary" $size="sm" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" $size="sm" disabled={busy}>
          {busy ? 'Saving…' : current !== null ? 'Save reply' : 'Post reply'}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(2)};
  label { font-weight: 600; font-size: ${theme.size.sm}; }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${theme.space(2)};
  small { color: ${theme.color.textMuted}; margin-left: auto; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
  font-weight: 500;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
`;
