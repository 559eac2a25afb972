import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Store } from '@/components/icons';
import { Button } from '@/components/button';
import { Field, Input, Label, Select } from '@/components/form';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';
import { AuthCard, SubmitRow } from '../components/auth-card';
import { NameEmailFields, NewPasswordFields } from '../components/account-fields';
import { TermsNote } from '../components/terms-note';
import { register, type BusinessType } from '../data/auth-actions';
import { authErrorMessage } from '../lib/auth-errors';
import { checkNewPassword } from '../lib/password';
import { afterSignInPath } from '../lib/redirects';
import { media } from '@/lib/style';

export const BUSINESS_TYPES: readonly BusinessType[] = ['Restaurant', 'Coffee Shop', 'Bakery', 'Cafe', 'Fast Food'];

interface Values {
  fullName: string;
  email: string;
  businessName: string;
  businessType: BusinessType;
  password: string;
  confirm: string;
}

const EMPTY: Values = { fullName: '', email: '', businessName: '', businessType: 'Restaurant', password: '', confirm: '' };
const REQUIRED: (keyof Values)[] = ['fullName', 'email', 'businessName', 'businessType', 'password', 'confirm'];

export function RegisterPage() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.role);
  const profile = useSessionStore((s) => s.profile);
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitting, setSubmitting] = useState(false);

  // A signed-in visitor has nothing to register. While this form creates the account, the
  // new user is signed in for a moment: that is not a reason to leave.
  if (status === 'signed-in' && !submitting) return <Navigate to={afterSignInPath(role, location.state, profile)} replace />;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
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
      await register(values);
      toast({ title: 'Account created successfully!', description: 'Please check your email to verify your account', variant: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      toast({ title: 'Sign up Failed', description: authErrorMessage(error), variant: 'destructive' });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      wide
      icon={<Store size={26} />}
      title="List your business"
      lead="Create a free owner account to add your place to Forkful."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
          <br />
          Just here to eat? <Link to="/signup">Create a diner account</Link>
        </>
      }
    >
      <form onSubmit={handleSubmit} aria-busy={submitting}>
        <Grid>
          <NameEmailFields id={id} values={values} onChange={handleChange} />
          <Field>
            <Label htmlFor={`${id}-businessName`}>Business name</Label>
            <Input
              id={`${id}-businessName`}
              name="businessName"
              autoComplete="organization"
              required
              maxLength={120}
              value={values.businessName}
              onChange={handleChange}
            />
          </Field>
          <Field>
            <Label htmlFor={`${id}-businessType`}>Business type</Label>
            <Select id={`${id}-businessType`} name="businessType" required value={values.businessType} onChange={handleChange}>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          </Field>
          <NewPasswordFields id={id} values={values} onChange={handleChange} />
        </Grid>
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

const Grid = styled.div`
  display: grid;
  align-items: start;
  column-gap: ${theme.space(4)};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
