import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { LogIn } from '@/components/icons';
import { Button } from '@/components/button';
import { Field, Input, Label } from '@/components/form';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { AuthCard, SubmitRow } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';
import { signIn } from '../data/auth-actions';
import { authErrorMessage } from '../lib/auth-errors';
import { afterSignInPath, requestedPath } from '../lib/redirects';

export function LoginPage() {
  const id = useId();
  const location = useLocation();
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.role);
  const profile = useSessionStore((s) => s.profile);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const wanted = requestedPath(location.state);

  // Signed in (already, or just now): admins to /admin, diners to /listings, others to
  // /dashboard, unless a guard sent the user here, then back to the page they wanted.
  if (status === 'signed-in') return <Navigate to={afterSignInPath(role, location.state, profile)} replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    setSubmitting(true);
    try {
      await signIn(email, password);
      // The session store turns 'signed-in' next and the redirect above takes over.
    } catch (error) {
      toast({ title: 'Sign in Failed', description: authErrorMessage(error), variant: 'destructive' });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      icon={<LogIn size={26} />}
      title="Welcome back"
      lead={wanted ? 'Please sign in to continue.' : 'Sign in to manage your listings and favourites.'}
      footer={
        <>
          Don't have an account? <Link to="/signup">Create one</Link>
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
        <Field>
          <LabelRow>
            <Label htmlFor={`${id}-password`}>Password</Label>
            <ForgotLink to="/forgot-password">Forgot Password?</ForgotLink>
          </LabelRow>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <SubmitRow>
          <Button type="submit" $size="lg" $block disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </SubmitRow>
      </form>
    </AuthCard>
  );
}

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const ForgotLink = styled(Link)`
  font-size: ${theme.size.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
