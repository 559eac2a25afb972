// An owner's booking rules for one listing: on or off, slot length, bookings per slot, party
// sizes, how far ahead and how much notice. Saved by the server (which re-publishes the listing
// page's "Book a table"), so "saved" shows only once it answered.
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Save } from '@/components/icons';
import { Button } from '@/components/button';
import { Field, Input, Label, Select } from '@/components/form';
import { SwitchRow } from '@/components/switch';
import { Skeleton } from '@/components/skeleton';
import { toast } from '@/stores/toast-store';
import { BOOKING_LIMITS, bookingRulesProblem, DEFAULT_BOOKING_RULES, SLOT_LENGTHS, type BookingRules } from '@shared/booking-rules';
import { saveBookingRules } from '../data/booking-calls';
import { useBookingRules } from '../data/use-booking-rules';

const NOTICES = [
  { value: 0, label: 'No notice' },
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 120, label: '2 hours' },
  { value: 240, label: '4 hours' },
  { value: 1440, label: '1 day' },
  { value: 2880, label: '2 days' },
];

type NumberKey = Exclude<keyof BookingRules, 'enabled'>;

export function BookingRulesForm({ listingId, listingTitle, offered }: { listingId: string; listingTitle: string; offered: boolean }) {
  const id = useId();
  const stored = useBookingRules(listingId);
  const [rules, setRules] = useState<BookingRules | null>(null);
  const [saving, setSaving] = useState(false);
  // The stored rules fill the form once they arrive; later changes on the server don't overwrite typing.
  useEffect(() => {
    if (!stored.loading && rules === null) setRules(stored.rules ?? { ...DEFAULT_BOOKING_RULES, enabled: false });
  }, [stored.loading, stored.rules, rules]);

  if (stored.error) return <Problem role="alert">{stored.error}</Problem>;
  if (!rules) return <Skeleton $h="220px" $radius="12px" aria-label="Loading booking rules" />;

  const handleNumber = (key: NumberKey) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setRules({ ...rules, [key]: event.target.value === '' ? Number.NaN : Number(event.target.value) });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = bookingRulesProblem(rules);
    if (problem) {
      toast({ title: 'Check your booking rules', description: problem, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await saveBookingRules(listingId, rules);
      toast({
        title: 'Booking rules saved',
        description: rules.enabled ? `${listingTitle} takes bookings; its page shows “Book a table”.` : `${listingTitle} no longer takes new bookings.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({ title: 'Booking rules not saved', description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const number = (key: NumberKey, label: string, min: number, max: number) => (
    <Field>
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input id={`${id}-${key}`} type="number" inputMode="numeric" min={min} max={max} step={1} value={Number.isNaN(rules[key]) ? '' : rules[key]} onChange={handleNumber(key)} />
    </Field>
  );

  return (
    <Form onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={saving} aria-label={`Booking rules for ${listingTitle}`}>
      <SwitchRow>
        <input id={`${id}-on`} type="checkbox" role="switch" checked={rules.enabled} disabled={!offered && !rules.enabled} onChange={(e) => setRules({ ...rules, enabled: e.target.checked })} />
        <label htmlFor={`${id}-on`}>Take bookings for {listingTitle}</label>
      </SwitchRow>
      <Grid>
        <Field>
          <Label htmlFor={`${id}-slot`}>Slot length</Label>
          <Select id={`${id}-slot`} value={rules.slotMinutes} onChange={handleNumber('slotMinutes')}>
            {SLOT_LENGTHS.map((m) => (
              <option key={m} value={m}>
                {m < 60 ? `${m} minutes` : `${m / 60} hour${m === 60 ? '' : 's'}`}
              </option>
            ))}
          </Select>
        </Field>
        {number('capacity', 'Bookings per slot', 1, BOOKING_LIMITS.capacity)}
        {number('minParty', 'Smallest party', 1, BOOKING_LIMITS.party)}
        {number('maxParty', 'Largest party', 1, BOOKING_LIMITS.party)}
        {number('daysAhead', 'Days ahead', 1, BOOKING_LIMITS.daysAhead)}
        <Field>
          <Label htmlFor={`${id}-notice`}>Notice before a slot</Label>
          <Select id={`${id}-notice`} value={rules.noticeMinutes} onChange={handleNumber('noticeMinutes')}>
            {NOTICES.map((n) => (
              <option key={n.value} value={n.value}>
                {n.label}
              </option>
            ))}
          </Select>
        </Field>
      </Grid>
      <Hint>Slots start at opening time and end by closing time, on the listing’s own clock (its opening hours, in My Listings).</Hint>
      <div>
        <Button type="submit" $size="sm" disabled={saving || (!offered && rules.enabled)} aria-busy={saving}>
          <Save size={16} aria-hidden="true" /> {saving ? 'Saving…' : 'Save booking rules'}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space(3)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space(1)} ${theme.space(3)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;
