import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Send } from '@/components/icons';
import { Button } from '@/components/button';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { toast } from '@/stores/toast-store';
import { isValidNewsletterEmail, saveSubscriber } from '../lib/newsletter';

export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidNewsletterEmail(email)) {
      toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });
      return;
    }
    saveSubscriber(email);
    toast({ title: 'Subscribed!', description: 'Thanks for subscribing to our newsletter.', variant: 'success' });
    setEmail('');
  };

  // noValidate: the browser's own bubble would pre-empt our 'Invalid Email' toast.
  return (
    <Form onSubmit={handleSubmit} noValidate aria-label="Newsletter">
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
      <Button type="submit">
        <Send size={16} aria-hidden="true" />
        Subscribe
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
