// Opening hours: optional as a whole ({} = not listed); each day open with two times, or closed.
import { useRef } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Copy } from '@/components/icons';
import { Button } from '@/components/button';
import { Input } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { DAY_LABELS, WEEKDAYS, type OpeningHours, type Weekday } from '@/features/listings';
import { FieldError, Hint, Section, SectionTitle } from './form-field';
import type { ListingForm } from './use-listing-form';
import { media } from '@/lib/style';

const DEFAULT_SLOT = { open: '09:00', close: '17:00' };
const isListed = (hours: OpeningHours) => WEEKDAYS.some((day) => hours[day] !== undefined);

export function HoursEditor({ form }: { form: ListingForm }) {
  const hours = form.draft.openingHours;
  const listed = isListed(hours);
  // Unticking "list hours" then ticking again brings back what was typed.
  const stash = useRef<OpeningHours | null>(null);

  const handleListed = (checked: boolean) => {
    if (checked) form.setHours(stash.current ?? Object.fromEntries(WEEKDAYS.map((day) => [day, { ...DEFAULT_SLOT }])));
    else {
      stash.current = hours;
      form.setHours({});
    }
  };
  const setDay = (day: Weekday, slot: OpeningHours[Weekday]) => form.setHours({ ...hours, [day]: slot });
  const handleCopyMonday = () => form.setHours(Object.fromEntries(WEEKDAYS.map((day) => [day, hours.mon ? { ...hours.mon } : null])));

  return (
    <Section>
      <SectionTitle>Opening hours</SectionTitle>
      <Toggle>
        <input type="checkbox" id={form.fieldId('openingHours')} checked={listed} onChange={(event) => handleListed(event.target.checked)} />
        List opening hours
      </Toggle>
      <FieldError form={form} name="openingHours" />
      {!listed && <Hint>Leave this off if you prefer not to list your hours.</Hint>}
      {listed && (
        <>
          <Days>
            {WEEKDAYS.map((day) => {
              const slot = hours[day];
              const name = DAY_LABELS[day];
              const errorKey = `openingHours.${day}`;
              const timeProps = {
                'aria-invalid': form.errors[errorKey] ? (true as const) : undefined,
                'aria-describedby': form.errors[errorKey] ? form.errorId(errorKey) : undefined,
              };
              return (
                <Day key={day} data-testid={`hours-${day}`}>
                  <DayName aria-hidden="true">{name}</DayName>
                  <Toggle>
                    <input type="checkbox" checked={!!slot} onChange={(event) => setDay(day, event.target.checked ? { ...DEFAULT_SLOT } : null)} />
                    Open<VisuallyHidden> on {name}</VisuallyHidden>
                  </Toggle>
                  {slot ? (
                    <Times>
                      <TimeLabel>
                        <VisuallyHidden>{name} </VisuallyHidden>Opens
                        <Input type="time" id={form.fieldId(errorKey)} {...timeProps} value={slot.open} onChange={(e) => setDay(day, { ...slot, open: e.target.value })} />
                      </TimeLabel>
                      <TimeLabel>
                        <VisuallyHidden>{name} </VisuallyHidden>Closes
                        <Input type="time" {...timeProps} value={slot.close} onChange={(e) => setDay(day, { ...slot, close: e.target.value })} />
                      </TimeLabel>
                    </Times>
                  ) : (
                    <State>{slot === null ? 'Closed' : 'Not listed'}</State>
                  )}
                  <Full>
                    <FieldError form={form} name={errorKey} />
                  </Full>
                </Day>
              );
            })}
          </Days>
          <Button $variant="secondary" onClick={handleCopyMonday} disabled={hours.mon === undefined}>
            <Copy size={16} aria-hidden="true" /> Copy Monday to all days
          </Button>
        </>
      )}
    </Section>
  );
}

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  font-weight: 600;
  font-size: ${theme.size.sm};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.color.primary};
  }
`;

const Days = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: ${theme.space(2)} 0 ${theme.space(3)};
  padding: 0;
  list-style: none;
`;

const Day = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
  ${media.up('sm')} {
    grid-template-columns: 7.5rem 5.5rem 1fr;
  }
`;

const DayName = styled.span`
  font-weight: 600;
`;

const Times = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  ${media.up('sm')} {
    grid-column: auto;
  }
`;

const TimeLabel = styled.label`
  display: grid;
  gap: 2px;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  font-weight: 600;
`;

const State = styled.span`
  grid-column: 1 / -1;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  ${media.up('sm')} {
    grid-column: auto;
  }
`;

const Full = styled.div`
  grid-column: 1 / -1;
`;
