// "Highlights": the tagline, a video link, tags and an announcement, each marked when the
// owner's plan does not show it.
import { Input, TextArea } from '@/components/form';
import { EXTRA_LIMITS } from '@shared/listing-extras';
import { CollapsibleSection } from './collapsible-section';
import { extrasOf, setExtra } from './extras';
import { controlProps, FormField, Grid } from './form-field';
import { LockedNote } from './locked-note';
import { TagsPicker } from './tags-picker';
import { dayOfEnd, endOfDay } from '@shared/zoned-date';
import type { ListingForm } from './use-listing-form';

const WEEK = 7 * 86_400_000;
const HIGHLIGHTS = ['tagline', 'video', 'tags', 'announcement'] as const;

export function HighlightsSection({ form, zone }: { form: ListingForm; zone: string }) {
  const extras = extrasOf(form);
  const { announcement } = extras;
  const filled = [extras.tagline && 'tagline', extras.videoUrl && 'video', extras.tags.length > 0 && `${extras.tags.length} tags`, announcement && 'announcement'].filter(Boolean);

  const handleNotice = (text: string) => {
    if (!text && !announcement) return;
    // A notice needs an end: a week from now until the owner picks a date.
    const endsAt = announcement?.endsAt ?? endOfDay(dayOfEnd(Date.now() + WEEK, zone), zone) ?? Date.now() + WEEK;
    setExtra(form, 'announcement', text ? { text, endsAt } : null);
  };
  const handleEnd = (date: string) => {
    const endsAt = endOfDay(date, zone);
    if (announcement && endsAt !== null) setExtra(form, 'announcement', { ...announcement, endsAt });
  };

  return (
    <CollapsibleSection
      form={form}
      title="Highlights"
      summary={filled.length > 0 ? filled.join(', ') : 'Tagline, video, tags and an announcement'}
      fields={['tagline', 'videoUrl', 'tags', 'announcement']}
      locked={HIGHLIGHTS.some((f) => form.planNote(f))}
    >
      <LockedNote form={form} feature={HIGHLIGHTS} />
      <Grid>
        <FormField form={form} name="tagline" label="Tagline" wide hint="A short line under your name, on your page and on cards.">
          <Input {...controlProps(form, 'tagline', true)} maxLength={EXTRA_LIMITS.tagline} value={extras.tagline} placeholder="e.g. Hand-pulled noodles since 1998" onChange={(e) => setExtra(form, 'tagline', e.target.value)} />
        </FormField>
        <FormField form={form} name="videoUrl" label="Video link" wide hint="A YouTube or Vimeo link.">
          <Input
            {...controlProps(form, 'videoUrl', true)}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={EXTRA_LIMITS.videoUrl}
            placeholder="https://www.youtube.com/watch?v=…"
            value={extras.videoUrl}
            onChange={(e) => setExtra(form, 'videoUrl', e.target.value)}
          />
        </FormField>
      </Grid>
      <TagsPicker form={form} />
      <Grid>
        <FormField form={form} name="announcement" label="Announcement" wide hint="One short notice, shown as a banner until its end date.">
          <TextArea {...controlProps(form, 'announcement', true)} rows={2} maxLength={EXTRA_LIMITS.announcement} value={announcement?.text ?? ''} onChange={(e) => handleNotice(e.target.value)} />
        </FormField>
        {announcement && (
          <FormField form={form} name="announcement.endsAt" label="Show until" hint={`The end of this day, ${zone.replace(/_/g, ' ')} time.`}>
            <Input {...controlProps(form, 'announcement.endsAt', true)} type="date" required value={dayOfEnd(announcement.endsAt, zone)} onChange={(e) => handleEnd(e.target.value)} />
          </FormField>
        )}
      </Grid>
    </CollapsibleSection>
  );
}
