// "Contact & social": how diners reach the place. All optional; the keyboards fit the content.
import type { HTMLInputTypeAttribute } from 'react';
import { Input } from '@/components/form';
import type { SocialMedia } from '@/features/listings';
import { LIMITS } from '@/domain/listing';
import { controlProps, FormField, Grid, Section, SectionTitle } from './form-field';
import { LockedNote } from './locked-note';
import type { ListingForm } from './use-listing-form';

type ContactKey = 'telephone' | 'whatsapp' | 'email' | 'website';

interface Spec<K> {
  key: K;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
}

const CONTACT: Spec<ContactKey>[] = [
  { key: 'telephone', label: 'Telephone', type: 'tel', autoComplete: 'tel', placeholder: '+1 555 123 4567' },
  { key: 'whatsapp', label: 'WhatsApp', type: 'tel', placeholder: '+1 555 123 4567' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'hello@yourplace.com' },
  { key: 'website', label: 'Website', type: 'url', autoComplete: 'url', placeholder: 'https://yourplace.com' },
];

const SOCIAL: Spec<keyof SocialMedia>[] = [
  { key: 'facebook', label: 'Facebook URL', type: 'url', placeholder: 'https://facebook.com/yourplace' },
  { key: 'instagram', label: 'Instagram URL', type: 'url', placeholder: 'https://instagram.com/yourplace' },
  { key: 'twitter', label: 'Twitter URL', type: 'url', placeholder: 'https://twitter.com/yourplace' },
];

export function ContactFields({ form }: { form: ListingForm }) {
  const { draft } = form;
  return (
    <Section>
      <SectionTitle>Contact &amp; social</SectionTitle>
      <Grid>
        {CONTACT.map(({ key, label, type, autoComplete, placeholder }) => (
          <FormField key={key} form={form} name={key} label={label} extra={key === 'website' && <LockedNote form={form} feature="website" />}>
            <Input
              {...controlProps(form, key)}
              name={key}
              type={type}
              inputMode={type === 'tel' ? 'tel' : undefined}
              autoComplete={autoComplete ?? 'off'}
              placeholder={placeholder}
              maxLength={LIMITS.contact}
              value={draft[key]}
              onChange={(event) => form.setField(key, event.target.value)}
            />
          </FormField>
        ))}
        {SOCIAL.map(({ key, label, type, placeholder }) => {
          const name = `socialMedia.${key}`;
          return (
            <FormField key={key} form={form} name={name} label={label} extra={key === 'facebook' && <LockedNote form={form} feature="social" />}>
              <Input
                {...controlProps(form, name)}
                name={name}
                type={type}
                autoComplete="off"
                placeholder={placeholder}
                maxLength={LIMITS.social}
                value={draft.socialMedia[key] ?? ''}
                onChange={(event) => form.setSocial(key, event.target.value)}
              />
            </FormField>
          );
        })}
      </Grid>
    </Section>
  );
}
