// Creating a sponsored ad: the fields, a live preview, the same checks as the server before
// anything is sent (a javascript: link never leaves the device), and createAd.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Plus } from '@/components/icons';
import { Button } from '@/components/button';
import { Input, Select, TextArea } from '@/components/form';
import { PLACEMENTS } from '@shared/ad-fields';
import { toast } from '@/stores/toast-store';
import { createAd } from '../data/ad-writes';
import { emptyAdDraft, firstAdError, PLACEMENT_LABEL, TITLE_MAX, toAdInput, validateAd, type AdDraft, type AdErrors, type AdField as Key } from '../lib/ad-validation';
import type { AdminListing } from '../data/use-admin-listings';
import { AdField } from './ad-field';
import { AdPreview } from './ad-preview';
import { AdvertisedListingField } from './advertised-listing-field';
import { BusyIcon } from './user-badge';
import { media } from '@/lib/style';

const ORDER: Key[] = ['title', 'placement', 'description', 'ctaText', 'ctaLink', 'imageUrl', 'advertisedListingId'];
// The browser's maxLength counts UTF-16 units, the checks count characters (an emoji is two
// units and one character): room for a full title of emoji, and a little more to see the error.
const TITLE_INPUT_MAX = 2 * TITLE_MAX + 20;

/** `listings`: the admin's copy, offered for the advertised listing. */
export function AdForm({ listings = [] }: { listings?: readonly AdminListing[] }) {
  const id = useId();
  const [draft, setDraft] = useState<AdDraft>(emptyAdDraft);
  const [errors, setErrors] = useState<AdErrors>({});
  const [saving, setSaving] = useState(false);
  const sending = useRef(false); // set at once: a double submit never creates two ads

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const key = event.target.name as Key;
    setDraft((d) => ({ ...d, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const problems = validateAd(draft);
    setErrors(problems);
    const message = firstAdError(problems);
    if (message) {
      toast({ title: 'Error', description: message, variant: 'destructive' });
      const first = ORDER.find((key) => problems[key]);
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    sending.current = true;
    setSaving(true);
    try {
      await createAd(toAdInput(draft));
      toast({ title: 'Ad created!', description: `“${draft.title.trim()}” is now active.`, variant: 'success' });
      setDraft(emptyAdDraft());
      setErrors({});
    } catch (error) {
      // What was typed stays, so the admin can fix it or retry.
      toast({ title: 'Error creating ad', description: error instanceof Error ? error.message : 'Something went wrong', variant: 'destructive' });
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const control = (key: Key) => ({ name: key, value: draft[key], onChange: handleChange });
  const fieldId = (key: Key) => `${id}-${key}`;

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby={`${id}-heading`} aria-busy={saving || undefined}>
      <FormTitle id={`${id}-heading`}>Create a new ad</FormTitle>
      <Layout>
        <Fields disabled={saving}>
          <AdField id={fieldId('title')} label="Title" required error={errors.title}>
            <Input {...control('title')} maxLength={TITLE_INPUT_MAX} autoComplete="off" />
          </AdField>
          <AdField id={fieldId('placement')} label="Placement" required error={errors.placement}>
            <Select {...control('placement')}>
              {PLACEMENTS.map((placement) => (
                <option key={placement} value={placement}>
                  {PLACEMENT_LABEL[placement]}
                </option>
              ))}
            </Select>
          </AdField>
          <AdField id={fieldId('description')} label="Description" error={errors.description} wide>
            <ShortTextArea {...control('description')} rows={3} />
          </AdField>
          <AdField id={fieldId('ctaText')} label="CTA button text" hint="e.g. Learn more" error={errors.ctaText}>
            <Input {...control('ctaText')} autoComplete="off" />
          </AdField>
          <AdField id={fieldId('ctaLink')} label="CTA link" hint="https://…" error={errors.ctaLink}>
            <Input {...control('ctaLink')} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
          </AdField>
          <AdField id={fieldId('imageUrl')} label="Image URL (optional)" hint="An https:// link to a square or 4:3 image." error={errors.imageUrl} wide>
            <Input {...control('imageUrl')} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
          </AdField>
          <AdvertisedListingField id={fieldId('advertisedListingId')} value={draft.advertisedListingId} error={errors.advertisedListingId} listings={listings} onChange={handleChange} />
        </Fields>
        <Aside>
          <PreviewLabel>Preview</PreviewLabel>
          <AdPreview title={draft.title} description={draft.description} ctaText={draft.ctaText} imageUrl={draft.imageUrl} />
          <Submit type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? <BusyIcon /> : <Plus size={18} aria-hidden="true" />}
            {saving ? 'Creating…' : 'Create Ad'}
          </Submit>
        </Aside>
      </Layout>
    </Form>
  );
}

const Form = styled.form`
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

const FormTitle = styled.h3`
  margin: 0 0 ${theme.space(4)};
  font-size: ${theme.size.lg};
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(2)} ${theme.space(6)};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

const Fields = styled.fieldset`
  display: grid;
  column-gap: ${theme.space(4)};
  align-items: start;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ShortTextArea = styled(TextArea)`
  min-height: 84px;
`;

const Aside = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space(3)};
`;

const PreviewLabel = styled.span`
  font-weight: 600;
  font-size: ${theme.size.sm};
`;

const Submit = styled(Button)`
  justify-self: stretch;
  ${media.up('md')} {
    margin-top: ${theme.space(2)};
  }
`;
