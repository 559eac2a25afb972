// A list of bookings for the diner (My bookings) or the owner (dashboard): upcoming soonest
// first, past newest first, live from the server, with the answer to each action in a toast.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CalendarDays } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { SegmentedControl } from '@/components/segmented-control';
import { useNow } from '@/hooks/use-now';
import { toast } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { respondBooking, type BookingAction } from '../data/booking-calls';
import type { Booking } from '../data/booking';
import { BOOKINGS_ERROR, useBookings } from '../data/use-bookings';
import { BookingItem } from './booking-item';

type View = 'upcoming' | 'past';

const DONE: Record<BookingAction, string> = { accept: 'Booking accepted', decline: 'Booking declined', cancel: 'Booking cancelled' };

interface Props {
  side: 'diner' | 'owner';
  /** The heading row's title (the list's label too). */
  title: ReactNode;
  titleId: string;
  emptyHint: string;
}

export function BookingsList({ side, title, titleId, emptyHint }: Props) {
  const state = useBookings(side);
  const { bookings, loading } = state;
  // Offline, a first read never answers: say so instead of a skeleton that never ends.
  const online = useSyncStore((s) => s.online);
  const error = state.error ?? (!online && loading ? BOOKINGS_ERROR : null);
  const now = useNow();
  const [view, setView] = useState<View>('upcoming');
  const [busy, setBusy] = useState<string | null>(null);
  const upcoming = bookings.filter((b) => b.start > now).sort((a, b) => a.start - b.start);
  const past = bookings.filter((b) => b.start <= now);
  const waiting = upcoming.filter((b) => b.status === 'requested').length;
  const shown = view === 'upcoming' ? upcoming : past;

  const handleAction = async (booking: Booking, action: BookingAction) => {
    setBusy(booking.id);
    try {
      await respondBooking(booking.id, action);
      const who = side === 'owner' ? `${booking.name} is told in the app and by e-mail.` : `${booking.listingTitle || 'The restaurant'} is told.`;
      toast({ title: DONE[action], description: who, variant: 'success' });
    } catch (failure) {
      toast({ title: 'Booking not changed', description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Header>
        {title}
        <SegmentedControl<View>
          label="Show bookings"
          value={view}
          onChange={setView}
          segments={[
            { value: 'upcoming', label: side === 'owner' && waiting > 0 ? `Upcoming (${waiting} to answer)` : 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
        />
      </Header>
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      {loading && !error ? (
        <List aria-label="Loading bookings" aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton $h="120px" $radius="12px" />
            </li>
          ))}
        </List>
      ) : shown.length > 0 ? (
        <List aria-labelledby={titleId}>
          {shown.map((booking) => (
            <BookingItem key={booking.id} booking={booking} side={side} busy={busy === booking.id} now={now} onAction={(b, a) => void handleAction(b, a)} />
          ))}
        </List>
      ) : (
        !error && (
          <Empty>
            <EmptyState icon={<CalendarDays />} title={view === 'upcoming' ? 'No upcoming bookings' : 'No past bookings'}>
              <p>{emptyHint}</p>
            </EmptyState>
          </Empty>
        )
      )}
    </>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  h1,
  h2 {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ErrorLine = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.color.danger};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: 0 ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  p {
    margin: 0;
    max-width: 46ch;
  }
`;
