// Notifications go out by e-mail too: once each, to the profile's address, with a one-click
// unsubscribe (List-Unsubscribe) whose link turns that kind of e-mail off and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack, storedListing, type TestUser } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';
import { linkIn, mailTo, settledMailTo } from '../support/mail-inbox';

const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
const MAIL_LINKS = `http://127.0.0.1:${5001 + OFFSET}/${PROJECT_ID}/us-central1/mailLinks`;
const V0 = 1_790_000_000_000;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

let stack: CallableStack;
let owner: TestUser, admin: TestUser;

beforeAll(async () => {
  stack = new CallableStack('mailnotice');
  owner = await stack.createUser('mail-owner');
  admin = await stack.createUser('mail-admin', { admin: true, profile: null });
  await stack.signIn(admin);
});
afterAll(async () => stack?.close());

/** The function's own address for a link in an e-mail (the app's Hosting serves it at /mail/*). */
const direct = (url: string) => url.replace(/^https?:\/\/[^/]+\/mail/, MAIL_LINKS);
const notices = async () => (await stack.db.collection(`users/${owner.uid}/notifications`).get()).size;

async function moderate(action: 'approve' | 'reject', title: string) {
  const id = uniq('ml');
  await stack.db.doc(`listings/${id}`).set(storedListing(owner.uid, { title }));
  await stack.call('moderateListing', { listingId: id, action, expectedUpdatedAt: V0, ...(action === 'reject' ? { reason: 'Photos missing.' } : {}) });
  return id;
}

describe('e-mail for notifications', () => {
  it('an approval e-mails the owner once, with a link to the listing and a one-click unsubscribe', async () => {
    const id = await moderate('approve', 'Ember & Oak');
    const [mail, ...more] = await settledMailTo(owner.email, 1);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('Listing approved');
    expect(mail.text).toContain('Your listing “Ember & Oak” is live.');
    expect(mail.html).toContain('Ember &#38; Oak');
    expect(linkIn(mail, `/listing/${id}`)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/listing\//);
    const unsubscribe = linkIn(mail, '/mail/unsubscribe?t=');
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('the link asks first (GET changes nothing); the one-click POST turns listing e-mails off, and only those', async () => {
    const [mail] = await mailTo(owner.email);
    const url = direct(linkIn(mail, '/mail/unsubscribe?t='));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Unsubscribe</button>');
    expect((await stack.db.doc(`mailPrefs/${owner.uid}`).get()).exists).toBe(false);

    const done = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You’re unsubscribed');
    expect((await stack.db.doc(`mailPrefs/${owner.uid}`).get()).get('off')).toEqual(['listings']);

    // A rejection still reaches the in-app inbox, but no e-mail goes out.
    const before = await notices();
    await moderate('reject', 'Quiet Corner');
    await eventually(notices, (n) => n > before);
    expect(await settledMailTo(owner.email, 2, { timeoutMs: 3000 })).toHaveLength(1);
  });

  it('a link whose token was cut or altered is refused with a page that says so', async () => {
    const [mail] = await mailTo(owner.email);
    const url = direct(linkIn(mail, '/mail/unsubscribe?t='));
    for (const bad of [url.slice(0, -4), url.replace(/t=[^.]+/, `t=${Buffer.from(`u:someone-else:listings`).toString('base64url')}`), `${MAIL_LINKS}/unsubscribe`]) {
      const res = await fetch(bad, { method: 'POST' });
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain('This link isn’t valid');
    }
  });
});
