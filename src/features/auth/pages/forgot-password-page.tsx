import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { KeyRound, MailCheck } from '@/components/icons';
import { Button } from '@/components/button';
import { Field, Input, Label } from '@/components/form';
import { toast } from '@/stores/toast-store';
import { AuthCard, SubmitRow } from '../components/auth-card';

// The same neutral answer whether or not the account exists (no enumeration).
export const RESET_SENT = "If an account with this email exists, we've sent instructions...";

export function ForgotPasswordPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setSubmitting(true);
    try {
      const { requestPasswordReset } = await import('../data/auth-actions');
      await requestPasswordReset(address);
    } catch (error) {
      // Even when the module or the call fails, the answer stays neutral.
      console.warn('Password reset request failed', error);
    }
    toast({ title: RESET_SENT });
    setSentTo(address);
    setSubmitting(false);
  };

  if (sentTo) {
    return (
      <AuthCard icon={<MailCheck size={26} />} title="Check your email" lead={RESET_SENT} footer={<Link to="/login">Back to sign in</Link>}>
        <Note>
          We sent it to <strong>{sentTo}</strong> if it belongs to an account. The link opens a page where you choose a new
          password. Nothing arrived? Check your spam folder or{' '}
          <InlineButton type="button" onClick={() => setSentTo(null)}>
            try again
          </InlineButton>
          .
        </Note>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRound size={26} />}
      title="Forgot your password?"
      lead="Enter the email you signed up with and we'll send you a link to reset it."
      footer={
        <>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </>
      }
    >
      <form onSubmit={handleSubmit} aria-busy={submitting}>
        <Field>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <SubmitRow>
          <Button type="submit" $size="lg" $block disabled={submitting}>
            {submitting ? 'Sending…' : 'Send Reset Link'}
          </Button>
        </SubmitRow>
      </form>
    </AuthCard>
  );
}

const Note = styled.p`
  margin: 0;
  text-align: center;
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${theme.color.text};
  }
`;

const InlineButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${theme.color.primary};
  text-decoration: underline;
  cursor: pointer;
`;
