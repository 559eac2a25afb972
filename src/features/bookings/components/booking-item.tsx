// One booking: when, how many, its state, and what its viewer may do next: the diner cancels or
// adds a confirmed one to their calendar; the owner accepts, declines or cancels.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CalendarDays, Check, Download, Phone, X } from '@/components/icons';
import { Button, ButtonAnchor } from '@/components/button';
import { formatSlot, partyLabel, STATUS_LABEL, type Booking, type BookingStatus } from '../data/booking';
import type { BookingAction } from '../data/booking-calls';
import { bookingIcs, icsFileName } from '../lib/ics';

interface Props {
  booking: Booking;
  side: 'diner' | 'owner';
  busy: boolean;
  now: number;
  onAction: (booking: Booking, action: BookingAction) => void;
}

const TONE: Record<BookingStatus, 'warning' | 'success' | 'muted'> = { requested: 'warning', accepted: 'success', declined: 'muted', cancelled: 'muted' };

function handleCalendar(booking: Booking) {
  const url = URL.createObjectURL(new Blob([bookingIcs(booking, { origin: window.location.origin })], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = icsFileName(booking);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BookingItem({ booking, side, busy, now, onAction }: Props) {
  const [confirming, setConfirming] = useState(false);
  const upcoming = booking.start > now;
  const live = upcoming && (booking.status === 'requested' || booking.status === 'accepted');
  const canCancel = live && (side === 'diner' || booking.status === 'accepted');
  const headingId = `booking-${booking.id}`;
  const act = (action: BookingAction) => () => {
    setConfirming(false);
    onAction(booking, action);
  };
  return (
    <Item aria-labelledby={headingId} data-testid="booking" data-status={booking.status}>
      <Top>
        <h3 id={headingId}>{side === 'diner' ? <Link to={`/listing/${booking.listingId}`}>{booking.listingTitle || 'A restaurant'}</Link> : booking.name}</h3>
        <Status $tone={TONE[booking.status]}>{STATUS_LABEL[side][booking.status]}</Status>
      </Top>
      <When>
        <CalendarDays size={16} aria-hidden="true" /> {formatSlot(booking.start, booking.timeZone)} · {partyLabel(booking.partySize)}
      </When>
      {side === 'owner' && <Meta>At {booking.listingTitle || 'your listing'}{booking.email ? ` · ${booking.email}` : ''}</Meta>}
      {booking.note && <Note>“{booking.note}”</Note>}
      <Actions>
        {side === 'owner' && booking.phone && (
          <ButtonAnchor href={`tel:${booking.phone.replace(/[^0-9+]/g, '')}`} $size="sm" $variant="secondary" aria-label={`Call ${booking.name} at ${booking.phone}`}>
            <Phone size={16} aria-hidden="true" /> {booking.phone}
          </ButtonAnchor>
        )}
        {side === 'owner' && live && booking.status === 'requested' && (
          <>
            <Button $size="sm" disabled={busy} onClick={act('accept')}>
              <Check size={16} aria-hidden="true" /> Accept
            </Button>
            <Button $size="sm" $variant="secondary" disabled={busy} onClick={act('decline')}>
              <X size={16} aria-hidden="true" /> Decline
            </Button>
          </>
        )}
        {side === 'diner' && upcoming && booking.status === 'accepted' && (
          <Button $size="sm" $variant="secondary" onClick={() => handleCalendar(booking)}>
            <Download size={16} aria-hidden="true" /> Add to calendar
          </Button>
        )}
        {canCancel &&
          (confirming ? (
            <>
              <Button $size="sm" $variant="danger" disabled={busy} onClick={act('cancel')}>
                Yes, cancel it
              </Button>
              <Button $size="sm" $variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button $size="sm" $variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
              Cancel booking
            </Button>
          ))}
      </Actions>
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${theme.size.md};
  }
`;

const Status = styled.span<{ $tone: 'warning' | 'success' | 'muted' }>`
  padding: 2px ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.size.xs};
  font-weight: 700;
  color: ${({ $tone, theme }) => ({ warning: theme.color.warning, success: theme.color.success, muted: theme.color.textMuted })[$tone]};
  background: ${({ $tone, theme }) => ({ warning: theme.color.warningSoft, success: theme.color.successSoft, muted: theme.color.surfaceAlt })[$tone]};
`;

const When = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Note = styled.p`
  margin: 0;
  font-style: italic;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  &:empty {
    display: none;
  }
`;
