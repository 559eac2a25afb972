import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Send } from '@/components/icons';
import { Button } from '@/components/button';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { toast } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { isEmailAddress } from '@shared/message-fields';
import { subscribeNewsletter } from '../data/subscribe-newsletter';

export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const online = useSyncStore((state) => state.online);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!isEmailAddress(email.trim())) {
      toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });
      return;
    }
    if (!online) {
      toast({ title: 'You’re offline', description: 'Subscribe once you’re back online: we’ll e-mail you a link to confirm.', variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      await subscribeNewsletter(email, website);
      // Not "Subscribed!" yet: the subscription starts when the e-mailed link is confirmed.
      toast({ title: 'Check your inbox to confirm', description: `We sent a link to ${email.trim()}. Your subscription starts once you confirm it.`, variant: 'success' });
      setEmail('');
    } catch (error) {
      toast({ title: 'Not subscribed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  // noValidate: the browser's own bubble would pre-empt our 'Invalid Email' toast.
  return (
    <Form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Newsletter" aria-busy={sending}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Email address
      </VisuallyHidden>
      <EmailInput
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {/* Bots fill every field; people never see this one. */}
      <VisuallyHidden aria-hidden="true">
        <label htmlFor={`${inputId}-website`}>Leave this field empty</label>
        <input id={`${inputId}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </VisuallyHidden>
      <Button type="submit" disabled={sending} aria-busy={sending}>
        <Send size={16} aria-hidden="true" />
        {sending ? 'Subscribing…' : 'Subscribe'}
      </Button>
    </Form>
  );
}

// The input's huge grow factor keeps the button compact when both fit on one line; once the
// button wraps (narrow phones) it is alone on its line and stretches to full width.
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};

  & > button {
    flex: 1 0 auto;
  }
`;

const EmailInput = styled(Input)`
  flex: 999 1 200px;
  min-width: 0;
  border-radius: ${theme.radius.pill};
  padding-left: ${theme.space(4)};
`;
