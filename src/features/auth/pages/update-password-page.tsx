import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { CircleAlert, Info, LockKeyhole } from '@/components/icons';
import { Button, ButtonLink } from '@/components/button';
import { Field, Label } from '@/components/form';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { AuthCard, Hint, SubmitRow } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';
import { changePassword, checkResetCode, NotAuthenticatedError, resetPassword } from '../data/auth-actions';
import { authErrorMessage, errorCode, INVALID_RESET_CODES } from '../lib/auth-errors';
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../lib/password';

type CodeCheck =
  | { state: 'checking' }
  | { state: 'valid'; email: string }
  | { state: 'invalid'; message: string }
  | { state: 'error'; message: string };

const NOT_AUTHENTICATED = { title: 'Not authenticated', description: 'You need to be logged in to update your password this way.' };

/**
 * Two ways in: the link of a reset email (Firebase's `oobCode`, verified
 * first), or a signed-in session. The button stays disabled until one of them is valid.
 */
export function UpdatePasswordPage() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useSessionStore((s) => s.status);
  const sessionEmail = useSessionStore((s) => s.user?.email ?? '');
  const oobCode = params.get('oobCode');
  const mode = params.get('mode');
  const code = oobCode && (mode === null || mode === 'resetPassword') ? oobCode : null;

  const [check, setCheck] = useState<CodeCheck>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!code) return;
    let live = true;
    setCheck({ state: 'checking' });
    checkResetCode(code).then(
      (email) => live && setCheck({ state: 'valid', email }),
      (error: unknown) => {
        if (!live) return;
        const message = authErrorMessage(error);
        setCheck(INVALID_RESET_CODES.has(errorCode(error) ?? '') ? { state: 'invalid', message } : { state: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [code, attempt]);

  const ready = code ? check.state === 'valid' : status === 'signed-in';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) {
      if (!code) toast({ ...NOT_AUTHENTICATED, variant: 'destructive' });
      return;
    }
    const problem = checkNewPassword(password, confirm);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      if (code) await resetPassword(code, password);
      else await changePassword(password);
      toast({ title: 'Password Updated Successfully', description: 'You can now sign in with your new password.', variant: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof NotAuthenticatedError) {
        toast({ ...NOT_AUTHENTICATED, variant: 'destructive' });
        return;
      }
      if (code && INVALID_RESET_CODES.has(errorCode(error) ?? '')) setCheck({ state: 'invalid', message: authErrorMessage(error) });
      toast({ title: 'Error Updating Password', description: authErrorMessage(error), variant: 'destructive' });
    }
  };

  let notice: ReactNode;
  let lead: ReactNode;
  if (code) {
    if (check.state === 'checking') lead = 'Checking your reset link…';
    else if (check.state === 'valid')
      lead = (
        <>
          Choose a new password for <strong>{check.email}</strong>.
        </>
      );
    else lead = 'This reset link cannot be used.';
    if (check.state === 'invalid')
      notice = (
        <Notice $tone="danger" role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          <div>
            <p>{check.message}</p>
            <ButtonLink to="/forgot-password" $size="sm">
              Request a new link
            </ButtonLink>
          </div>
        </Notice>
      );
    if (check.state === 'error')
      notice = (
        <Notice $tone="danger" role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          <div>
            <p>We couldn't check your reset link. {check.message}</p>
            <Button $size="sm" $variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </div>
        </Notice>
      );
  } else if (status === 'signed-in') {
    lead = (
      <>
        Choose a new password for <strong>{sessionEmail}</strong>.
      </>
    );
  } else if (status === 'loading') {
    lead = 'Checking your session…';
  } else {
    lead = 'Choose a new password for your account.';
    notice = (
      <Notice $tone="info">
        <Info size={18} aria-hidden="true" />
        <div>
          <p>
            Open the reset link from your email to continue, or <Link to="/login">sign in</Link> to change your password.
          </p>
          <p>
            No email? <Link to="/forgot-password">Send a new reset link</Link>.
          </p>
        </div>
      </Notice>
    );
  }

  return (
    <AuthCard
      icon={<LockKeyhole size={26} />}
      title="Set a new password"
      lead={lead}
      footer={
        <>
          Changed your mind? <Link to="/login">Back to sign in</Link>
        </>
      }
    >
      {notice}
      <form onSubmit={handleSubmit} aria-busy={submitting} data-testid="update-password-form">
        <Field>
          <Label htmlFor={`${id}-password`}>New password</Label>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="new-password"
            required
            aria-describedby={`${id}-hint`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Hint id={`${id}-hint`}>At least {MIN_PASSWORD_LENGTH} characters.</Hint>
        </Field>
        <Field>
          <Label htmlFor={`${id}-confirm`}>Confirm new password</Label>
          <PasswordInput
            id={`${id}-confirm`}
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <SubmitRow>
          <Button type="submit" $size="lg" $block disabled={!ready || submitting}>
            {submitting ? 'Updating…' : 'Update Password'}
          </Button>
        </SubmitRow>
      </form>
    </AuthCard>
  );
}

const Notice = styled.div<{ $tone: 'danger' | 'info' }>`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  font-size: ${theme.size.sm};
  ${({ $tone, theme }) =>
    $tone === 'danger'
      ? css`
          background: ${theme.color.dangerSoft};
          color: ${theme.color.danger};
        `
      : css`
          background: ${theme.color.surfaceAlt};
          color: ${theme.color.text};
        `}
  svg {
    flex: none;
    margin-top: 2px;
  }
  & > div {
    display: grid;
    gap: ${theme.space(2)};
    justify-items: start;
  }
  p {
    margin: 0;
  }
`;
