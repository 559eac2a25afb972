// The Lead Form: a diner's question reaches the owner of a listing whose plan includes it, once
// (however often the device sends it), as a lead, a notification and an e-mail whose Reply-To
// is the diner. Listings without the feature refuse it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, refusal, storedListing, type TestUser } from '../support/callables';
import { settledMailTo } from '../support/mail-inbox';
import { MESSAGE_ERRORS } from '../../functions/src/common/message-fields';

const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const questionId = () => uniq('lead').padEnd(16, 'x');

let stack: CallableStack;
let gold: TestUser, basic: TestUser;
let goldListing: string, basicListing: string, pendingListing: string;

beforeAll(async () => {
  stack = new CallableStack('leads');
  gold = await stack.createUser('lead-gold');
  basic = await stack.createUser('lead-basic', { profile: { package: 'Basic' } });
  goldListing = uniq('lg');
  basicListing = uniq('lb');
  pendingListing = uniq('lp');
  await Promise.all([
    stack.db.doc(`listings/${goldListing}`).set(storedListing(gold.uid, { title: 'Ember & Oak', status: 'approved' })),
    stack.db.doc(`listings/${basicListing}`).set(storedListing(basic.uid, { title: 'Plain Diner', status: 'approved' })),
    stack.db.doc(`listings/${pendingListing}`).set(storedListing(gold.uid, { title: 'Not Yet', status: 'pending' })),
  ]);
});
afterAll(async () => stack?.close());

const question = (over: Record<string, unknown> = {}) => ({
  id: questionId(),
  listingId: goldListing,
  name: 'Dana',
  email: `${uniq('dana')}@diner.test`,
  phone: '',
  message: 'Do you have a table for 8 on Friday? <b>thanks</b>',
  ...over,
});

describe('sendLead', () => {
  it('stores a question once, tells the owner in the app and by e-mail with the diner as Reply-To', async () => {
    const q = question({ phone: '+1 512 555 0100' });
    expect(await stack.call('sendLead', q)).toEqual({ id: q.id, status: 'stored' });
    expect(await stack.call('sendLead', q)).toEqual({ id: q.id, status: 'stored' });

    const leads = await stack.db.collection(`users/${gold.uid}/leads`).get();
    expect(leads.docs.map((d) => d.id)).toEqual([q.id]);
    const { serverTimestamp, createdAt, updatedAt, ...lead } = leads.docs[0].data();
    expect(lead).toEqual({ listingId: goldListing, listingTitle: 'Ember & Oak', name: 'Dana', email: q.email, phone: q.phone, message: q.message, fromUid: '', status: 'new', _deleted: false });
    expect(updatedAt).toBe(createdAt);
    expect(serverTimestamp).toBeTruthy();

    const notice = (await stack.db.doc(`users/${gold.uid}/notifications/lead_${q.id}`).get()).data();
    expect(notice).toMatchObject({ type: 'lead', title: 'A diner has a question', listingId: goldListing, isRead: false });
    expect(notice?.message).toContain('Dana asked about “Ember & Oak”');

    // The listing's approval e-mails the owner too: only the question's e-mails count here.
    const mails = (await settledMailTo(gold.email, 2)).filter((m) => m.subject.startsWith('A question'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('A question about Ember & Oak');
    expect(mails[0].headers['reply-to']).toBe(q.email);
    expect(mails[0].text).toContain('Do you have a table for 8 on Friday? <b>thanks</b>');
    expect(mails[0].html).not.toContain('<b>thanks</b>');
    expect(mails[0].text).toContain('Phone: +1 512 555 0100');
  });

  it('refuses a listing whose plan lacks the Lead Form, one not approved, and bad input', async () => {
    expect(await refusal(stack.call('sendLead', question({ listingId: basicListing })))).toMatchObject({ code: 'functions/failed-precondition', message: MESSAGE_ERRORS.leadsOff });
    expect(await refusal(stack.call('sendLead', question({ listingId: pendingListing })))).toMatchObject({ code: 'functions/failed-precondition', message: MESSAGE_ERRORS.leadsOff });
    expect(await refusal(stack.call('sendLead', question({ email: '', phone: '' })))).toMatchObject({ code: 'functions/invalid-argument', message: MESSAGE_ERRORS.leadIncomplete });
    expect(await refusal(stack.call('sendLead', question({ email: '', phone: 'call me' })))).toMatchObject({ code: 'functions/invalid-argument', message: MESSAGE_ERRORS.phone });
    expect((await stack.db.collection(`users/${basic.uid}/leads`).get()).size).toBe(0);
  });

  it('at most five questions an hour from one diner; a honeypot is thanked and dropped', async () => {
    const email = `${uniq('busy')}@diner.test`;
    for (let i = 0; i < 5; i++) await stack.call('sendLead', question({ email }));
    expect(await refusal(stack.call('sendLead', question({ email })))).toMatchObject({ code: 'functions/resource-exhausted', message: MESSAGE_ERRORS.tooMany });
    const bot = question({ website: 'http://spam.example' });
    expect(await stack.call('sendLead', bot)).toEqual({ id: bot.id, status: 'stored' });
    expect((await stack.db.doc(`users/${gold.uid}/leads/${bot.id}`).get()).exists).toBe(false);
  });
});
