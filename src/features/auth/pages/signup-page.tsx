// A diner's account: name, e-mail and password, nothing about a business. Owners register on
// /register ("List your business"); a diner can still add a listing later.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { UserRound } from '@/components/icons';
import { Button } from '@/components/button';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { AuthCard, SubmitRow } from '../components/auth-card';
import { NameEmailFields, NewPasswordFields } from '../components/account-fields';
import { TermsNote } from '../components/terms-note';
import { registerDiner } from '../data/auth-actions';
import { authErrorMessage } from '../lib/auth-errors';
import { checkNewPassword } from '../lib/password';
import { afterSignInPath, requestedPath } from '../lib/redirects';

interface Values {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
}

const EMPTY: Values = { fullName: '', email: '', password: '', confirm: '' };
const REQUIRED: (keyof Values)[] = ['fullName', 'email', 'password', 'confirm'];

export function SignupPage() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.role);
  const profile = useSessionStore((s) => s.profile);
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  // A signed-in visitor has nothing to sign up for; the new diner is sent on by the submit.
  if (status === 'signed-in' && !submitting) return <Navigate to={afterSignInPath(role, location.state, profile)} replace />;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const firstEmpty = REQUIRED.find((key) => values[key].trim() === '');
    if (firstEmpty) {
      form.querySelector<HTMLElement>(`[name="${firstEmpty}"]`)?.focus();
      return;
    }
    const problem = checkNewPassword(values.password, values.confirm);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      form.querySelector<HTMLElement>('[name="password"]')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await registerDiner(values);
      toast({ title: 'Account created successfully!', description: 'Please check your email to verify your account', variant: 'success' });
      // Back to the page that asked for an account (a favourite, a review), else the listings.
      navigate(requestedPath(location.state) ?? '/listings', { replace: true });
    } catch (error) {
      toast({ title: 'Sign up Failed', description: authErrorMessage(error), variant: 'destructive' });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      icon={<UserRound size={26} />}
      title="Create your account"
      lead="Save favourites and review the places you eat at."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Sign in
          </Link>
          <br />
          Own a restaurant or café? <Link to="/register">List your business</Link>
        </>
      }
    >
      <form onSubmit={handleSubmit} aria-busy={submitting}>
        <NameEmailFields id={id} values={values} onChange={handleChange} />
        <NewPasswordFields id={id} values={values} onChange={handleChange} />
        <SubmitRow>
          <Button type="submit" $size="lg" $block disabled={submitting}>
            {submitting ? 'Creating your account…' : 'Create account'}
          </Button>
        </SubmitRow>
        <TermsNote />
      </form>
    </AuthCard>
  );
}
