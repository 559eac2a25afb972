// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { signInAs, signOut } from '@/testing/session';
import { useToastStore } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { addDays, BOOKING_ERRORS } from '@shared/booking-rules';
import { BookTableCard } from './book-table-card';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/functions', () => functions);

const ZONE = 'UTC';
const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 1);
const at = (time: string) => Date.parse(`${day}T${time}:00Z`);
const AVAILABILITY = {
  date: day,
  timeZone: ZONE,
  slotMinutes: 30,
  minParty: 1,
  maxParty: 6,
  daysAhead: 14,
  slots: [
    { start: at('18:00'), free: true },
    { start: at('18:30'), free: false },
    { start: at('19:00'), free: true },
  ],
};
const OFFER = { slotMinutes: 30, minParty: 1, maxParty: 6, daysAhead: 14 };

const card = () => screen.getByRole('region', { name: 'Book a table' });
const render = () => renderWithProviders(<BookTableCard listingId="l-1" listingTitle="Ember & Oak" offer={OFFER} timeZone={ZONE} />);
const pickDay = () => fireEvent.change(within(card()).getByLabelText('Date'), { target: { value: day } });

function signIn() {
  act(() => void signInAs('diner', { uid: 'u1', profile: { fullName: 'Dana Diner' } }));
}

beforeEach(() => {
  useToastStore.setState({ current: null });
  useSyncStore.setState({ online: true });
  signOut();
  functions.callFunction
    .mockReset()
    .mockImplementation(async (name: string) => (name === 'bookingAvailability' ? AVAILABILITY : { id: 'x', status: 'requested' }));
});

describe('BookTableCard', () => {
  it('offers the free times of the day only, on the place’s clock, and says how many are full', async () => {
    render();
    pickDay();
    const times = await within(card()).findByRole('radiogroup', { name: 'Time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['6:00 PM', '7:00 PM']);
    expect(within(card()).getByText('One time is fully booked.')).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenLastCalledWith('bookingAvailability', { listingId: 'l-1', date: day });
    expect(
      within(card())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 person', '2 people', '3 people', '4 people', '5 people', '6 people']);
  });

  it('asks a guest to log in before booking', async () => {
    render();
    await within(card()).findByRole('radiogroup', { name: 'Time' });
    expect(within(card()).getByRole('link', { name: 'Log in to book' })).toHaveAttribute('href', '/login');
    expect(within(card()).queryByRole('button', { name: 'Request booking' })).not.toBeInTheDocument();
  });

  it('requests the chosen time and says so only once the server stored it', async () => {
    signIn();
    let answer: (v: unknown) => void = () => undefined;
    render();
    pickDay();
    functions.callFunction.mockImplementation(async (name: string) =>
      name === 'bookingAvailability' ? AVAILABILITY : new Promise((resolve) => (answer = resolve)),
    );
    fireEvent.click(await within(card()).findByRole('radio', { name: '7:00 PM' }));
    expect(within(card()).getByRole('radio', { name: '7:00 PM' })).toBeChecked();
    fireEvent.change(within(card()).getByLabelText('Party size'), { target: { value: '4' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Request booking' }));
    await waitFor(() =>
      expect(functions.callFunction).toHaveBeenCalledWith(
        'requestBooking',
        expect.objectContaining({ listingId: 'l-1', start: at('19:00'), partySize: 4, name: 'Dana Diner', website: '' }),
      ),
    );
    expect(useToastStore.getState().current).toBeNull();
    await act(async () => answer({ id: 'x', status: 'requested' }));
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Booking requested', variant: 'success' }));
    expect(within(card()).getByRole('status').textContent).toContain('4 people');
  });

  it('asks for a time first, and shows the server’s refusal when the slot was just taken', async () => {
    signIn();
    render();
    pickDay();
    await within(card()).findByRole('radiogroup', { name: 'Time' });
    fireEvent.click(within(card()).getByRole('button', { name: 'Request booking' }));
    expect(useToastStore.getState().current).toMatchObject({ title: 'Check your booking', description: BOOKING_ERRORS.slot });
    functions.callFunction.mockImplementation(async (name: string) => {
      if (name === 'bookingAvailability') return AVAILABILITY;
      throw Object.assign(new Error(BOOKING_ERRORS.full), { code: 'functions/failed-precondition' });
    });
    fireEvent.click(within(card()).getByRole('radio', { name: '6:00 PM' }));
    fireEvent.click(within(card()).getByRole('button', { name: 'Request booking' }));
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ title: 'Booking not made', description: BOOKING_ERRORS.full }));
  });

  it('offline, says booking needs a connection and asks nothing', () => {
    useSyncStore.setState({ online: false });
    render();
    expect(within(card()).getByText(/Booking needs a connection/)).toBeInTheDocument();
    expect(functions.callFunction).not.toHaveBeenCalled();
  });
});
