// Events: title, start, end and description, typed on the place's clock (its time zone).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { Input, TextArea } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { Plus } from '@/components/icons';
import { EXTRA_LIMITS, type ListingEvent } from '@shared/listing-extras';
import { extrasOf, patchAt, removeAt, setExtra } from './extras';
import { controlProps, FieldError, FormField, Grid, Hint } from './form-field';
import { Entries, Entry, EntryHead, ListControls } from './list-controls';
import { fromZoned, toZoned } from '@shared/zoned-date';
import type { ListingForm } from './use-listing-form';

const HOUR = 3_600_000;

export function EventsEditor({ form, zone }: { form: ListingForm; zone: string }) {
  const events = extrasOf(form).events;
  const save = (next: ListingEvent[]) => setExtra(form, 'events', next);

  const handleAdd = () => {
    // Tomorrow at 18:00 on the place's clock, for three hours: a start to adjust.
    const startsAt = fromZoned(toZoned(Date.now() + 24 * HOUR, zone).date, '18:00', zone) ?? Date.now() + 24 * HOUR;
    save([...events, { title: '', startsAt, endsAt: startsAt + 3 * HOUR, description: '' }]);
    setTimeout(() => document.getElementById(form.fieldId(`events.${events.length}.title`))?.focus(), 0);
  };
  /** A new date or time for one end of an event; the end moves with a start moved past it. */
  const handleWhen = (i: number, which: 'startsAt' | 'endsAt', part: 'date' | 'time', value: string) => {
    const event = events[i];
    const parts = { ...toZoned(event[which], zone), [part]: value };
    const ms = fromZoned(parts.date, parts.time, zone);
    if (ms === null) return;
    const length = Math.max(event.endsAt - event.startsAt, HOUR);
    const patch = which === 'startsAt' && event.endsAt <= ms ? { startsAt: ms, endsAt: ms + length } : { [which]: ms };
    save(patchAt(events, i, patch));
  };

  return (
    <>
      <SubTitle>Events</SubTitle>
      <Hint as="p">Times are on your place’s clock ({zone.replace(/_/g, ' ')}). Past events leave your page by themselves.</Hint>
      <FieldError form={form} name="events" />
      {events.length > 0 && (
        <Entries aria-label="Events">
          {events.map((event, i) => {
            const key = (field: string) => `events.${i}.${field}`;
            const name = event.title.trim() || `event ${i + 1}`;
            const when = (which: 'startsAt' | 'endsAt', label: string) => {
              const parts = toZoned(event[which], zone);
              return (
                <FormField form={form} name={key(which)} label={<>{label}<VisuallyHidden> ({name})</VisuallyHidden></>}>
                  <When>
                    <Input {...controlProps(form, key(which))} type="date" value={parts.date} onChange={(e) => handleWhen(i, which, 'date', e.target.value)} />
                    <Input type="time" aria-label={`${label} time (${name})`} value={parts.time} onChange={(e) => handleWhen(i, which, 'time', e.target.value)} />
                  </When>
                </FormField>
              );
            };
            return (
              <Entry key={i}>
                <EntryHead>
                  <span aria-hidden="true">#{i + 1}</span>
                  <ListControls name={name} id={form.fieldId(`events.${i}`)} index={i} count={events.length} onRemove={() => save(removeAt(events, i))} />
                </EntryHead>
                <Grid>
                  <FormField form={form} name={key('title')} label={`Event ${i + 1}`} wide>
                    <Input {...controlProps(form, key('title'))} maxLength={EXTRA_LIMITS.eventTitle} value={event.title} onChange={(e) => save(patchAt(events, i, { title: e.target.value }))} />
                  </FormField>
                  {when('startsAt', 'Starts')}
                  {when('endsAt', 'Ends')}
                  <FormField form={form} name={key('description')} label={<>Details<VisuallyHidden> of event {i + 1}</VisuallyHidden></>} wide>
                    <TextArea {...controlProps(form, key('description'))} rows={2} maxLength={EXTRA_LIMITS.eventDescription} value={event.description} onChange={(e) => save(patchAt(events, i, { description: e.target.value }))} />
                  </FormField>
                </Grid>
              </Entry>
            );
          })}
        </Entries>
      )}
      <Button $variant="secondary" onClick={handleAdd} disabled={events.length >= EXTRA_LIMITS.events}>
        <Plus size={18} aria-hidden="true" /> Add an event
      </Button>
    </>
  );
}

export const SubTitle = styled.h4`
  margin: ${theme.space(5)} 0 ${theme.space(1)};
  font-size: ${theme.size.sm};
  font-weight: 700;
`;

const When = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  gap: ${theme.space(2)};
`;
