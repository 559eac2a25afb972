// "Book a table" on a listing page whose plan includes Bookings and whose owner takes them: a
// diner picks a day (on the place's clock), a party size and one of the free times, and sends a
// request the owner accepts or declines. Free times and requests need a connection; looking
// needs no account, booking does. In the owner's preview it shows its fields and sends nothing.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CalendarDays, WifiOff } from '@/components/icons';
import { Button, ButtonLink } from '@/components/button';
import { AsideCard, CardHint as Hint } from '@/components/aside-card';
import { Notice } from '@/components/notice';
import { Field, Input, Label, Select, TextArea } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { toast } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { useSessionStore } from '@/stores/session-store';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { fromState } from '@/features/auth';
import { addDays, BOOKING_ERRORS } from '@shared/booking-rules';
import { toZoned } from '@shared/zoned-date';
import { requestBooking } from '../data/booking-calls';
import { formatSlot, partyLabel } from '../data/booking';
import { useAvailability } from '../data/use-availability';
import { SlotPicker } from './slot-picker';

export interface BookingOffer {
  slotMinutes: number;
  minParty: number;
  maxParty: number;
  daysAhead: number;
}

interface Props {
  listingId: string;
  listingTitle: string;
  offer: BookingOffer;
  timeZone: string | undefined;
  /** The owner's preview: the fields show, nothing is asked or sent. */
  preview?: boolean;
}

export function BookTableCard({ listingId, listingTitle, offer, timeZone, preview = false }: Props) {
  const id = useId();
  const zone = timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = toZoned(Date.now(), zone).date;
  const session = useSessionStore((s) => (s.status === 'signed-in' ? s : null));
  const online = useSyncStore((s) => s.online);
  const location = useLocation();
  const [date, setDate] = useState(today);
  const [party, setParty] = useState(() => Math.min(Math.max(2, offer.minParty), offer.maxParty));
  const [start, setStart] = useState<number | null>(null);
  const [details, setDetails] = useState(() => ({ name: session?.profile?.fullName ?? '', phone: '', note: '', website: '' }));
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  // The free times are asked for once the card may be seen: on a phone it is below the fold, and
  // asking loads the Firebase SDK while the page is still painting and hydrating.
  const card = useRef<HTMLElement>(null);
  const near = useNearViewport(card, { unsupported: true });
  const { availability, loading, error, reload } = useAvailability(listingId, date, online && !preview && near);

  const handleDate = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.value) setDate(event.target.value);
    setStart(null);
  };
  const handleDetail = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDetails((d) => ({ ...d, [event.target.name]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || preview || !session) return;
    const problem = start === null ? BOOKING_ERRORS.slot : !details.name.trim() ? BOOKING_ERRORS.name : null;
    if (problem) {
      toast({ title: 'Check your booking', description: problem, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      await requestBooking({ listingId, start: start as number, partySize: party, ...details });
      setRequested(`${formatSlot(start as number, zone)}, ${partyLabel(party)}`);
      setStart(null);
      setDetails((d) => ({ ...d, note: '' }));
      toast({ title: 'Booking requested', description: `${listingTitle} will confirm or decline it. You’ll find it in My bookings.`, variant: 'success' });
    } catch (failure) {
      const message = (failure as Error).message;
      toast({ title: 'Booking not made', description: message, variant: 'destructive' });
      if (message === BOOKING_ERRORS.full) setStart(null);
    } finally {
      setSending(false);
      reload();
    }
  };

  const timesId = `${id}-times`;
  return (
    <Card ref={card} aria-labelledby={`${id}-heading`} data-testid="book-table" id="book">
      <h2 id={`${id}-heading`}>
        <CalendarDays size={18} aria-hidden="true" /> Book a table
      </h2>
      {requested && (
        <Notice $tone="success" role="status">
          Requested: {requested}. <Link to="/bookings">See My bookings</Link>
        </Notice>
      )}
      <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={sending}>
        <Row>
          <Field>
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Input id={`${id}-date`} type="date" min={today} max={addDays(today, offer.daysAhead)} value={date} onChange={handleDate} />
          </Field>
          <Field>
            <Label htmlFor={`${id}-party`}>Party size</Label>
            <Select id={`${id}-party`} value={party} onChange={(e) => setParty(Number(e.target.value))}>
              {Array.from({ length: offer.maxParty - offer.minParty + 1 }, (_, i) => offer.minParty + i).map((n) => (
                <option key={n} value={n}>
                  {partyLabel(n)}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        <Fieldset aria-describedby={`${id}-zone`}>
          <Legend id={timesId}>Time</Legend>
          <Hint id={`${id}-zone`}>Times are the restaurant’s local time{timeZone ? ` (${timeZone.replace(/_/g, ' ')})` : ''}.</Hint>
          {preview ? (
            <Hint>Preview: diners see your free times here.</Hint>
          ) : !online ? (
            <Notice role="status">
              <WifiOff size={16} aria-hidden="true" /> Booking needs a connection. Free times show when you’re back online.
            </Notice>
          ) : error ? (
            <Notice role="alert">
              {error}{' '}
              <Button type="button" $size="sm" $variant="secondary" onClick={reload}>
                Try again
              </Button>
            </Notice>
          ) : (
            <SlotPicker slots={availability?.slots ?? null} timeZone={zone} value={start} onChange={setStart} loading={loading || !near} labelledBy={timesId} />
          )}
        </Fieldset>
        {session || preview ? (
          <>
            <Field>
              <Label htmlFor={`${id}-name`}>Name for the booking</Label>
              <Input id={`${id}-name`} name="name" autoComplete="name" maxLength={100} value={details.name} onChange={handleDetail} />
            </Field>
            <Field>
              <Label htmlFor={`${id}-phone`}>Phone (optional)</Label>
              <Input id={`${id}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={40} value={details.phone} onChange={handleDetail} />
            </Field>
            <Field>
              <Label htmlFor={`${id}-note`}>Note for the restaurant (optional)</Label>
              <TextArea id={`${id}-note`} name="note" rows={2} maxLength={500} value={details.note} onChange={handleDetail} />
            </Field>
            <VisuallyHidden aria-hidden="true">
              <label htmlFor={`${id}-website`}>Leave this field empty</label>
              <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={details.website} onChange={handleDetail} />
            </VisuallyHidden>
            <Button type="submit" disabled={sending || preview || !online} aria-busy={sending}>
              {sending ? 'Requesting…' : 'Request booking'}
            </Button>
          </>
        ) : (
          <SignIn>
            <ButtonLink to="/login" state={fromState({ ...location, hash: '#book' })}>
              Log in to book
            </ButtonLink>
            <Hint>The restaurant confirms each booking; you’re told in the app and by e-mail.</Hint>
          </SignIn>
        )}
      </form>
    </Card>
  );
}

const Card = styled(AsideCard)`
  scroll-margin-top: 80px;
  form {
    gap: ${theme.space(2)};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(3)};
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(2)};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space(1)};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;

const SignIn = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;
