// Settings: the owner's name and business (an online write: profiles are not kept on the
// device), the way to change their password (the existing /update-password page), their
// billing history, which e-mails they get, and this device's switch for anonymous usage counts.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CloudOff, KeyRound } from '@/components/icons';
import { Button, ButtonLink } from '@/components/button';
import { Field, Input, Label, Select } from '@/components/form';
import { Card } from '@/components/layout';
import { Heading } from '@/components/section-placeholder';
import { useSyncStore } from '@/stores/sync-store';
import { UsageSharingSwitch } from '@/components/usage-sharing-switch';
import { toast } from '@/stores/toast-store';
import { useSession } from '@/features/auth';
import { CATEGORIES } from '@/features/listings';
import { BillingHistory } from '../../components/billing-history';
import { EmailSettings } from '../../components/email-settings';
import { ErrorLine } from '../../components/section-parts';
import { OFFLINE_ERROR, updateOwnerProfile, validateProfile, type ProfileErrors, type ProfileSettings } from '../../data/update-profile';

type Key = keyof ProfileSettings;

export function SettingsSection() {
  const id = useId();
  const { user, profile, email } = useSession();
  const online = useSyncStore((s) => s.online);
  // null = untouched: follow the session's profile (it may arrive after the first render).
  const [edited, setEdited] = useState<ProfileSettings | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const values: ProfileSettings = edited ?? {
    fullName: profile?.fullName ?? '',
    businessName: profile?.businessName ?? '',
    businessType: profile?.businessType ?? CATEGORIES[0],
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const key = event.target.name as Key;
    setEdited({ ...values, [key]: event.target.value });
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = validateProfile(values);
    const first = (Object.keys(problems) as Key[])[0];
    setErrors(problems);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (!user) return;
    setSaving(true);
    setFormError(null);
    try {
      await updateOwnerProfile(user.uid, values);
      // Follow the session again: it now holds what was saved.
      setEdited(null);
      toast({ title: 'Settings saved', description: 'Your profile has been updated.', variant: 'success' });
    } catch (error) {
      // The typed values stay in the form so nothing is lost; the user can retry.
      const message = error instanceof Error ? error.message : 'Something went wrong';
      setFormError(message);
      if (message !== OFFLINE_ERROR) toast({ title: 'Save Failed', description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: Key) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    onChange: handleChange,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const fieldError = (key: Key) => errors[key] && <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>;

  return (
    <Stack aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Settings</Heading>
      <Panel as="section" aria-labelledby={`${id}-profile`}>
        <h3 id={`${id}-profile`}>Profile and business</h3>
        {!online && (
          <Offline role="status">
            <CloudOff size={18} aria-hidden="true" /> You're offline. Your settings can be saved once you're back online.
          </Offline>
        )}
        <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={saving} data-testid="settings-form">
          <Field>
            <Label htmlFor={`${id}-fullName`}>Full name</Label>
            <Input {...field('fullName')} autoComplete="name" maxLength={100} required />
            {fieldError('fullName')}
          </Field>
          <Field>
            <Label htmlFor={`${id}-businessName`}>Business name</Label>
            <Input {...field('businessName')} autoComplete="organization" maxLength={120} />
            {fieldError('businessName')}
          </Field>
          <Field>
            <Label htmlFor={`${id}-businessType`}>Business type</Label>
            <Select {...field('businessType')}>
              {!(CATEGORIES as readonly string[]).includes(values.businessType) && <option value={values.businessType}>Choose a type</option>}
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
            {fieldError('businessType')}
          </Field>
          {formError && <ErrorLine role="alert">{formError}</ErrorLine>}
          <Button type="submit" disabled={saving || !user} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </form>
      </Panel>
      <Panel as="section" aria-labelledby={`${id}-password`}>
        <h3 id={`${id}-password`}>Change password</h3>
        <p>
          Signed in as <strong>{email}</strong>. Choose a new password on the next page.
        </p>
        <ButtonLink to="/update-password" $variant="secondary" $size="sm">
          <KeyRound size={16} aria-hidden="true" /> Change password
        </ButtonLink>
      </Panel>
      <Panel as="section" aria-labelledby={`${id}-email`}>
        <h3 id={`${id}-email`}>E-mail</h3>
        <EmailSettings uid={user?.uid ?? null} email={email ?? null} online={online} />
      </Panel>
      <Panel as="section" aria-labelledby={`${id}-billing`}>
        <h3 id={`${id}-billing`}>Billing history</h3>
        <BillingHistory />
      </Panel>
      <PrivacyPanel />
    </Stack>
  );
}

/** The per-device switch for anonymous usage counts (docs/analytics.md, "On the device"). */
function PrivacyPanel() {
  const id = useId();
  return (
    <Panel as="section" aria-labelledby={`${id}-privacy`}>
      <h3 id={`${id}-privacy`}>Privacy</h3>
      <UsageSharingSwitch />
    </Panel>
  );
}

const Stack = styled.section`
  display: grid;
  gap: ${theme.space(5)};
  max-width: 640px;
  & > h2 {
    margin: 0;
  }
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${theme.space(4)};
  justify-items: start;
  padding: ${theme.space(5)};
  h3 {
    margin: 0;
    font-size: ${theme.size.lg};
  }
  & > p {
    margin: 0;
  }
  form {
    width: 100%;
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
`;

const Offline = styled.p`
  display: flex;
  gap: ${theme.space(2)};
  align-items: center;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.noticeText};
`;
