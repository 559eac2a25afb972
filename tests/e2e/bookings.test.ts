// Bookings, as a diner and an owner use them: the diner picks a free time on a listing page and
// requests it; the owner accepts it in the dashboard's Bookings; the diner's My bookings and
// inbox say it is confirmed and offer it for the calendar. A full time is not offered. (20
// diners racing for one slot: tests/functions/bookings.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone } from './support/browser';
import { DINER, signInAs } from './support/auth';
import { mailTo } from '../support/mail-inbox';
import { eventually } from '../support/eventually';
import { addDays } from '../support/functions-code';

let browser: Browser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
});
afterAll(async () => browser?.close());

/** Moves the card to the first day from tomorrow with a free time; returns that day. */
async function dayWithTimes(card: ReturnType<Page['getByRole']>): Promise<string> {
  const date = card.getByLabel('Date');
  const today = (await date.getAttribute('min')) ?? '';
  for (let d = 1; d <= 7; d++) {
    const day = addDays(today, d);
    await date.fill(day);
    const times = card.getByRole('radiogroup', { name: 'Time' });
    const none = card.getByText(/Please try another day/);
    await times.or(none).first().waitFor({ timeout: 20_000 });
    if (await times.isVisible()) return day;
  }
  throw new Error('No day with free times in the next week');
}

describe('bookings', () => {
  it('a diner books a free time, the owner accepts it, and the diner’s app and inbox say so', async () => {
    // owner@ is Gold and takes bookings at their approved places (the seed's booking rules).
    const listing = (await adminDb().collection('catalog').where('ownerId', '==', 'demo-owner').where('booking.slotMinutes', '==', 30).where('_deleted', '==', false).limit(1).get()).docs[0];
    if (!listing) throw new Error('No listing of owner@ with a booking offer in the catalogue');
    const title = String(listing.get('title'));
    await signInAs(page, 'diner');
    await page.goto(`${BASE_URL}/listing/${listing.id}`);
    const card = page.getByRole('region', { name: 'Book a table' });
    await card.waitFor();
    await dayWithTimes(card);

    // One time filled up by others: it is no longer offered.
    const radios = card.getByRole('radio');
    const [first, second] = [await radios.nth(0).innerText(), await radios.nth(1).innerText()];
    const fullStart = Number(await radios.nth(1).getAttribute('data-start'));
    await adminDb().doc(`bookingSlots/${listing.id}_${fullStart}`).set({ listingId: listing.id, start: fullStart, taken: 3 });
    await card.getByLabel('Party size').selectOption('3');
    await card.getByLabel('Date').fill(await card.getByLabel('Date').inputValue().then((d) => addDays(d, 1)));
    await card.getByLabel('Date').fill(await card.getByLabel('Date').inputValue().then((d) => addDays(d, -1)));
    await expect.poll(() => card.getByRole('radio', { name: first, exact: true }).count(), { timeout: 20_000 }).toBe(1);
    expect(await card.getByRole('radio', { name: second, exact: true }).count()).toBe(0);
    expect(await card.getByText('One time is fully booked.').count()).toBe(1);

    const note = `Window table, please (${Date.now()})`;
    await card.getByRole('radio', { name: first, exact: true }).click();
    await card.getByLabel('Note for the restaurant (optional)').fill(note);
    await card.getByRole('button', { name: 'Request booking' }).click();
    await expectToast(page, 'Booking requested');
    const booking = (await adminDb().collection('bookings').where('note', '==', note).get()).docs;
    expect(booking).toHaveLength(1);
    expect(booking[0].data()).toMatchObject({ listingId: listing.id, status: 'requested', partySize: 3, dinerUid: 'demo-diner', ownerId: 'demo-owner' });

    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const owner = await desk.newPage();
    await signInAs(owner, 'owner', { until: /\/user-dashboard/ });
    await owner.goto(`${BASE_URL}/user-dashboard/bookings`);
    const item = owner.getByTestId('booking').filter({ hasText: note });
    await item.waitFor({ timeout: 20_000 });
    await item.getByRole('button', { name: 'Accept' }).click();
    await expectToast(owner, 'Booking accepted');
    await desk.close();

    await page.goto(`${BASE_URL}/bookings`);
    const mine = page.getByTestId('booking').filter({ hasText: title }).filter({ hasText: '3 people' });
    await expect.poll(() => mine.first().getAttribute('data-status').catch(() => null), { timeout: 20_000 }).toBe('accepted');
    expect(await mine.first().getByText('Confirmed').count()).toBe(1);
    expect(await mine.first().getByRole('button', { name: 'Add to calendar' }).count()).toBe(1);
    const confirmed = (list: Awaited<ReturnType<typeof mailTo>>) => list.filter((m) => m.subject === `Your booking at ${title} is confirmed`);
    const mails = confirmed(await eventually(() => mailTo(DINER.email), (list) => confirmed(list).length > 0, 20_000));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0].text).toContain('/bookings');

    // The diner cancels: the owner's slot is free again.
    await mine.first().getByRole('button', { name: 'Cancel booking' }).click();
    await mine.first().getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectToast(page, 'Booking cancelled');
    await expect.poll(async () => (await adminDb().doc(`bookings/${booking[0].id}`).get()).get('status'), { timeout: 20_000 }).toBe('cancelled');
  });
});
