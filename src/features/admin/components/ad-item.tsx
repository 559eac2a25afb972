// One sponsored ad in Ad Management: its state and placement, a preview, its title and CTA
// text editable in place, and Activate/Deactivate, Save Changes and Delete (callables).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Eye, EyeOff, MapPin, Save, Trash2 } from '@/components/icons';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import type { Ad } from '@/features/ads';
import { toast } from '@/stores/toast-store';
import { deleteAd, updateAd } from '../data/ad-writes';
import { useOneCall } from '../data/use-one-call';
import { PLACEMENT_LABEL, firstAdError, validateAd, type AdErrors } from '../lib/ad-validation';
import { AdField } from './ad-field';
import { AdPreview } from './ad-preview';
import { RelativeTime } from '@/components/relative-time';
import { Badge, BusyIcon } from './user-badge';
import { media } from '@/lib/style';

type Busy = 'save' | 'toggle' | 'delete';

/** `onDeleted`: the item is gone from the screen; the list takes the focus. `advertised`: its listing's name, when known here. */
export function AdItem({ ad, advertised, onDeleted }: { ad: Ad; advertised?: string; onDeleted: () => void }) {
  const id = useId();
  const [edit, setEdit] = useState<{ title: string; ctaText: string } | null>(null);
  const [errors, setErrors] = useState<AdErrors>({});
  const calls = useOneCall<Busy>();
  const busy = calls.busy[ad.id] ?? null;
  const run = (kind: Busy, call: () => Promise<unknown>, failure: string) => calls.run(ad.id, kind, call, failure);
  const [confirming, setConfirming] = useState(false);
  // What the server accepted but this device has not pulled yet, so nothing flips back.
  const [expectActive, setExpectActive] = useState<boolean | null>(null);
  const [gone, setGone] = useState(false);

  if (expectActive !== null && expectActive === ad.isActive) setExpectActive(null);
  if (edit && edit.title === ad.title && edit.ctaText === ad.ctaText) setEdit(null);
  const active = expectActive ?? ad.isActive;
  const values = edit ?? { title: ad.title, ctaText: ad.ctaText };
  const changed = values.title !== ad.title || values.ctaText !== ad.ctaText;

  const handleEdit = (key: 'title' | 'ctaText', value: string) => {
    setEdit({ ...values, [key]: value });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const handleToggle = async () => {
    const next = !active;
    if (await run('toggle', () => updateAd(ad.id, { isActive: next }), 'Error updating ad')) {
      setExpectActive(next);
      toast({ title: 'Ad updated!', description: `“${ad.title}” is now ${next ? 'active' : 'inactive'}.`, variant: 'success' });
    }
  };

  const handleSave = async () => {
    const title = values.title.trim();
    // The same checks as the create form and the server (lengths in characters, not UTF-16 units).
    const found = validateAd({ title, placement: ad.placement, ctaText: values.ctaText });
    const problem = firstAdError(found);
    setErrors(found);
    if (problem) {
      toast({ title: 'Error updating ad', description: problem, variant: 'destructive' });
      return;
    }
    const patch = { title, ctaText: values.ctaText.trim() };
    if (await run('save', () => updateAd(ad.id, patch), 'Error updating ad')) {
      setEdit(patch);
      toast({ title: 'Ad updated!', description: 'Your changes are saved.', variant: 'success' });
    }
  };

  const handleDelete = async () => {
    const done = await run('delete', () => deleteAd(ad.id), 'Error deleting ad');
    setConfirming(false);
    if (!done) return;
    setGone(true);
    onDeleted();
    toast({ title: 'Ad deleted!', description: `“${ad.title}” was removed.`, variant: 'success' });
  };

  if (gone) return null;
  const waiting = busy !== null;
  return (
    <Card data-testid="ad-item" aria-labelledby={`${id}-name`} data-active={active}>
      <Head>
        <Badge $tone={active ? 'success' : 'muted'} data-testid="ad-status">
          {active ? 'Active' : 'Inactive'}
        </Badge>
        <Placement>
          <MapPin size={14} aria-hidden="true" /> {PLACEMENT_LABEL[ad.placement]}
        </Placement>
        {ad.advertisedListingId && <For data-testid="ad-advertised">For {advertised ?? ad.advertisedListingId}</For>}
        {ad.createdAt > 0 && (
          <Created>
            Created <RelativeTime ms={ad.createdAt} mode="date" />
          </Created>
        )}
      </Head>
      {/* The preview shows the title; the heading names the card for screen readers. */}
      <VisuallyHidden as="h3" id={`${id}-name`}>
        {ad.title || 'Untitled ad'}
      </VisuallyHidden>
      <AdPreview title={values.title} description={ad.description} ctaText={values.ctaText} imageUrl={ad.imageUrl} muted={!active} />
      <Edit disabled={waiting}>
        <AdField id={`${id}-title`} label="Title" error={errors.title}>
          <Input value={values.title} onChange={(e) => handleEdit('title', e.target.value)} autoComplete="off" />
        </AdField>
        <AdField id={`${id}-cta`} label="CTA button text" error={errors.ctaText}>
          <Input value={values.ctaText} onChange={(e) => handleEdit('ctaText', e.target.value)} autoComplete="off" />
        </AdField>
      </Edit>
      <Actions>
        <Button $size="sm" $variant={changed ? 'primary' : 'secondary'} disabled={!changed || waiting} aria-busy={busy === 'save' || undefined} onClick={() => void handleSave()}>
          {busy === 'save' ? <BusyIcon /> : <Save size={16} aria-hidden="true" />}
          Save Changes
        </Button>
        <Button $size="sm" $variant="secondary" disabled={waiting} aria-busy={busy === 'toggle' || undefined} onClick={() => void handleToggle()}>
          {busy === 'toggle' ? <BusyIcon /> : active ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          {active ? 'Deactivate' : 'Activate'}
        </Button>
        <DeleteButton $size="sm" $variant="secondary" disabled={waiting} onClick={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden="true" /> Delete
        </DeleteButton>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title="Delete this ad?"
        message={`“${ad.title}” will be removed from every page. This cannot be undone.`}
        confirmLabel="Delete ad"
        destructive
        busy={busy === 'delete'}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;

const Placement = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  color: ${theme.color.text};
`;

const For = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Created = styled.span`
  margin-left: auto;
`;

const Edit = styled.fieldset`
  display: grid;
  column-gap: ${theme.space(3)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// Phones: Save Changes on its own row, the two others side by side.
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
  padding-top: ${theme.space(3)};
  border-top: 1px solid ${theme.color.border};
  & > :first-child {
    grid-column: 1 / -1;
  }
  ${media.up('sm')} {
    grid-template-columns: 1.4fr 1fr 1fr;
    & > :first-child {
      grid-column: auto;
    }
  }
`;

const DeleteButton = styled(Button)`
  color: ${theme.color.danger};
`;
