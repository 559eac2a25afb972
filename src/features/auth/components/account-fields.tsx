// The fields every new account has, shared by the diner sign-up and the owners' register form.
import type { ChangeEvent } from 'react';
import { Field, Input, Label } from '@/components/form';
import { MIN_PASSWORD_LENGTH } from '../lib/password';
import { Hint } from './auth-card';
import { PasswordInput } from './password-input';

interface FieldsProps<V> {
  /** The form's useId(), prefixed to every field id. */
  id: string;
  values: V;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function NameEmailFields({ id, values, onChange }: FieldsProps<{ fullName: string; email: string }>) {
  return (
    <>
      <Field>
        <Label htmlFor={`${id}-fullName`}>Full name</Label>
        <Input id={`${id}-fullName`} name="fullName" autoComplete="name" required maxLength={100} value={values.fullName} onChange={onChange} />
      </Field>
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
          value={values.email}
          onChange={onChange}
        />
      </Field>
    </>
  );
}

export function NewPasswordFields({ id, values, onChange }: FieldsProps<{ password: string; confirm: string }>) {
  return (
    <>
      <Field>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          required
          aria-describedby={`${id}-password-hint`}
          value={values.password}
          onChange={onChange}
        />
        <Hint id={`${id}-password-hint`}>At least {MIN_PASSWORD_LENGTH} characters.</Hint>
      </Field>
      <Field>
        <Label htmlFor={`${id}-confirm`}>Confirm password</Label>
        <PasswordInput id={`${id}-confirm`} name="confirm" autoComplete="new-password" required value={values.confirm} onChange={onChange} />
      </Field>
    </>
  );
}
