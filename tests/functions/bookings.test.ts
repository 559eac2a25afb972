// Bookings: an owner's rules publish "Book a table"; diners request free slots, the owner
// answers, either side is told; a slot never holds more than its capacity, also when 20 diners
// ask for it at the same moment; nobody acts on a booking that isn't theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, rawCall, refusal, storedListing, type TestUser } from '../support/callables';
import { settledMailTo } from '../support/mail-inbox';
import { addDays, BOOKING_ERRORS } from '../../functions/src/common/booking-rules';

const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const bookingId = () => uniq('booking').padEnd(16, 'x');
const ALL_DAY = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '00:00', close: '24:00' }]));
const RULES = { enabled: true, slotMinutes: 30, capacity: 2, minParty: 1, maxParty: 6, daysAhead: 14, noticeMinutes: 0 };
const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
/** A slot of tomorrow (UTC, the test listings' zone): HH:MM. */
const slot = (time: string) => Date.parse(`${tomorrow}T${time}:00Z`);

let stack: CallableStack;
let owner: TestUser, diner: TestUser, other: TestUser, basicOwner: TestUser;

async function listing(ownerId: string, over: Record<string, unknown> = {}) {
  const id = uniq('bk');
  await stack.db.doc(`listings/${id}`).set(storedListing(ownerId, { title: 'Ember & Oak', status: 'approved', timeZone: 'UTC', openingHours: ALL_DAY, ...over }));
  return id;
}

async function as<T>(user: TestUser, run: () => Promise<T>): Promise<T> {
  await stack.signIn(user);
  try {
    return await run();
  } finally {
    await stack.signOut();
  }
}

const request = (listingId: string, over: Record<string, unknown> = {}) => ({ id: bookingId(), listingId, start: slot('19:00'), partySize: 4, name: 'Dana Diner', phone: '+1 512 555 0100', note: 'Window seat', ...over });

beforeAll(async () => {
  stack = new CallableStack('bookings');
  [owner, diner, other, basicOwner] = await Promise.all([
    stack.createUser('bk-owner'),
    stack.createUser('bk-diner', { profile: { package: null } }),
    stack.createUser('bk-other', { profile: { package: null } }),
    stack.createUser('bk-basic', { profile: { package: 'Basic' } }),
  ]);
});
afterAll(async () => stack?.close());

describe('setBookingRules', () => {
  it('lets the owner turn bookings on, which publishes the offer on the catalogue entry', async () => {
    const id = await listing(owner.uid);
    expect(await as(owner, () => stack.call('setBookingRules', { listingId: id, rules: RULES }))).toEqual({ listingId: id, rules: RULES });
    expect((await stack.db.doc(`bookingRules/${id}`).get()).data()).toMatchObject({ ...RULES, listingId: id, ownerId: owner.uid });
    expect((await stack.db.doc(`catalog/${id}`).get()).get('booking')).toEqual({ slotMinutes: 30, minParty: 1, maxParty: 6, daysAhead: 14 });
    await as(owner, () => stack.call('setBookingRules', { listingId: id, rules: { ...RULES, enabled: false } }));
    expect((await stack.db.doc(`catalog/${id}`).get()).get('booking')).toBeUndefined();
  });

  it('refuses anyone but the owner, bad rules, and a plan without Bookings', async () => {
    const id = await listing(owner.uid);
    expect(await refusal(as(other, () => stack.call('setBookingRules', { listingId: id, rules: RULES })))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await refusal(stack.call('setBookingRules', { listingId: id, rules: RULES }))).toMatchObject({ code: 'functions/unauthenticated' });
    expect(await refusal(as(owner, () => stack.call('setBookingRules', { listingId: id, rules: { ...RULES, minParty: 8, maxParty: 2 } })))).toMatchObject({
      code: 'functions/invalid-argument',
      message: BOOKING_ERRORS.party,
    });
    const basicListing = await listing(basicOwner.uid);
    expect(await refusal(as(basicOwner, () => stack.call('setBookingRules', { listingId: basicListing, rules: RULES })))).toMatchObject({ code: 'functions/failed-precondition' });
    expect((await stack.db.doc(`bookingRules/${basicListing}`).get()).exists).toBe(false);
  });
});

describe('requestBooking and respondBooking', () => {
  let listingId: string;
  beforeAll(async () => {
    listingId = await listing(owner.uid);
    await as(owner, () => stack.call('setBookingRules', { listingId, rules: RULES }));
  });

  it('books a free slot once, tells the owner, and the owner’s answer reaches the diner in the app and by e-mail', async () => {
    const day = await stack.call<{ slots: { start: number; free: boolean }[]; timeZone: string }>('bookingAvailability', { listingId, date: tomorrow });
    expect(day.timeZone).toBe('UTC');
    expect(day.slots).toHaveLength(48);
    expect(day.slots.find((s) => s.start === slot('19:00'))).toEqual({ start: slot('19:00'), free: true });

    const req = request(listingId);
    expect(await as(diner, () => stack.call('requestBooking', req))).toEqual({ id: req.id, status: 'requested' });
    // Sent again (a retry): the same booking, not a second one.
    expect(await as(diner, () => stack.call('requestBooking', req))).toEqual({ id: req.id, status: 'requested' });
    const stored = (await stack.db.doc(`bookings/${req.id}`).get()).data();
    expect(stored).toMatchObject({ listingId, ownerId: owner.uid, dinerUid: diner.uid, email: diner.email, partySize: 4, start: slot('19:00'), end: slot('19:30'), status: 'requested', timeZone: 'UTC' });
    expect((await stack.db.doc(`bookingSlots/${listingId}_${slot('19:00')}`).get()).get('taken')).toBe(1);
    expect((await stack.db.doc(`users/${owner.uid}/notifications/bookingOwner_${req.id}_requested`).get()).get('message')).toContain('Dana Diner asks for');

    // Only the owner answers a request.
    expect(await refusal(as(diner, () => stack.call('respondBooking', { id: req.id, action: 'accept' })))).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await refusal(as(other, () => stack.call('respondBooking', { id: req.id, action: 'cancel' })))).toMatchObject({ code: 'functions/not-found' });
    expect(await as(owner, () => stack.call('respondBooking', { id: req.id, action: 'accept' }))).toEqual({ id: req.id, status: 'accepted' });
    const notice = (await stack.db.doc(`users/${diner.uid}/notifications/bookingDiner_${req.id}_accepted`).get()).data();
    expect(notice).toMatchObject({ type: 'booking', title: 'Your booking at Ember & Oak is confirmed', listingId });
    const mails = (await settledMailTo(diner.email, 1)).filter((m) => m.subject.includes('confirmed'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('/bookings');

    // The diner cancels: the slot is free again, the owner is told.
    expect(await as(diner, () => stack.call('respondBooking', { id: req.id, action: 'cancel' }))).toEqual({ id: req.id, status: 'cancelled' });
    expect((await stack.db.doc(`bookingSlots/${listingId}_${slot('19:00')}`).get()).get('taken')).toBe(0);
    expect((await stack.db.doc(`users/${owner.uid}/notifications/bookingOwner_${req.id}_cancelled`).get()).exists).toBe(true);
    expect(await refusal(as(owner, () => stack.call('respondBooking', { id: req.id, action: 'accept' })))).toMatchObject({ code: 'functions/failed-precondition', message: BOOKING_ERRORS.gone });
  });

  it('refuses a time that is no slot, a party size outside the rules, and a guest', async () => {
    expect(await refusal(as(diner, () => stack.call('requestBooking', request(listingId, { start: slot('19:10') }))))).toMatchObject({ code: 'functions/invalid-argument', message: BOOKING_ERRORS.slot });
    expect(await refusal(as(diner, () => stack.call('requestBooking', request(listingId, { start: slot('19:00') - 86_400_000 * 3 }))))).toMatchObject({ message: BOOKING_ERRORS.slot });
    expect(await refusal(as(diner, () => stack.call('requestBooking', request(listingId, { partySize: 7 }))))).toMatchObject({ code: 'functions/invalid-argument', message: BOOKING_ERRORS.partySize });
    expect(await refusal(stack.call('requestBooking', request(listingId)))).toMatchObject({ code: 'functions/unauthenticated', message: BOOKING_ERRORS.signIn });
    expect(await refusal(as(diner, () => stack.call('requestBooking', request(listingId, { name: '' }))))).toMatchObject({ message: BOOKING_ERRORS.name });
  });

  it('20 diners asking for one slot of capacity 2 at once: exactly 2 bookings, the slot then shown full', async () => {
    const start = slot('20:30');
    const diners = await Promise.all(Array.from({ length: 20 }, (_, i) => stack.createUser(`bk-rush-${i}`, { profile: { package: null } })));
    const tokens: string[] = [];
    for (const d of diners) tokens.push(await as(d, () => stack.idToken()));
    const answers = await Promise.all(tokens.map((token) => rawCall('requestBooking', JSON.stringify({ data: request(listingId, { start }) }), { token })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.error?.message === BOOKING_ERRORS.full)).toBe(true);
    const stored = await stack.db.collection('bookings').where('listingId', '==', listingId).where('start', '==', start).get();
    expect(stored.size).toBe(2);
    expect((await stack.db.doc(`bookingSlots/${listingId}_${start}`).get()).get('taken')).toBe(2);
    const day = await stack.call<{ slots: { start: number; free: boolean }[] }>('bookingAvailability', { listingId, date: tomorrow });
    expect(day.slots.find((s) => s.start === start)?.free).toBe(false);

    // A declined request gives its place back.
    const declined = stored.docs[0].id;
    expect(await as(owner, () => stack.call('respondBooking', { id: declined, action: 'decline' }))).toEqual({ id: declined, status: 'declined' });
    const after = await stack.call<{ slots: { start: number; free: boolean }[] }>('bookingAvailability', { listingId, date: tomorrow });
    expect(after.slots.find((s) => s.start === start)?.free).toBe(true);
    // Twenty accounts, twenty sign-ins and twenty contended transactions: on a loaded 2-core
    // machine the emulator needs longer than the suite's 30 s for them.
  }, 120_000);

  it('a listing whose owner’s plan lacks Bookings takes none', async () => {
    const basicListing = await listing(basicOwner.uid);
    await stack.db.doc(`bookingRules/${basicListing}`).set({ ...RULES, listingId: basicListing, ownerId: basicOwner.uid });
    expect(await refusal(stack.call('bookingAvailability', { listingId: basicListing, date: tomorrow }))).toMatchObject({ code: 'functions/failed-precondition', message: BOOKING_ERRORS.closed });
    expect(await refusal(as(diner, () => stack.call('requestBooking', request(basicListing))))).toMatchObject({ message: BOOKING_ERRORS.closed });
  });
});
