// The paid plans' listing content (functions/src/common/listing-extras.ts) as firestore.rules
// checks it: the top-level shapes and sizes, the video's host and the tag vocabulary. Entries
// inside the lists are the dialog's and the projection's to check (the rules cannot loop); a
// script typed into a FAQ is text like any other and is stored as typed.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { newListing, T0 } from './fixtures';
import { edit, long, withEscalationWorld } from './escalation-world';

let alice: Firestore;
withEscalationWorld((world) => ({ alice } = world));

const DAY = 86_400_000;
const extras = {
  tagline: 'Hand-pulled noodles since 1998',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  faq: [{ question: 'Do you take walk-ins?', answer: 'Yes.\nUntil 9 pm.' }],
  tags: ['vegan-options', 'takeout'],
  menu: [{ name: 'Noodles', items: [{ name: 'Shoyu ramen', description: 'Chicken broth', price: 14.5, dietary: ['spicy'] }] }],
  announcement: { text: 'Closed on Friday for a private party', endsAt: T0 + 3 * DAY },
  deals: [{ title: 'Two for one on Tuesdays', type: 'Offer', endsAt: null }],
  events: [{ title: 'Jazz night', startsAt: T0 + DAY, endsAt: T0 + DAY + 3 * 3_600_000, description: 'Live trio.' }],
};
const n = <T,>(k: number, v: T) => Array.from({ length: k }, () => v);
let seq = 0;
const create = (over: Record<string, unknown>) => setDoc(doc(alice, `listings/extras-${++seq}`), newListing('alice', over));

describe('listing extras: good shapes', () => {
  it('a listing with all of them is created and edited', async () => {
    await assertSucceeds(create(extras));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit(extras)));
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ ...extras, tagline: 'A new line' })));
  });

  it('empty values, and the older offers and deal type beside them, are fine', async () => {
    await assertSucceeds(create({ tagline: '', videoUrl: '', faq: [], tags: [], menu: [], announcement: null, deals: [], events: [], specialOffers: ['Old offer'], dealType: 'Discount' }));
  });

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
  ])('the video link %s is accepted', async (videoUrl) => {
    await assertSucceeds(create({ videoUrl }));
  });

  it('every list at its limit, every tag, and text at its length', async () => {
    await assertSucceeds(
      create({
        tagline: long(80),
        videoUrl: `https://youtu.be/dQw4w9WgXcQ?t=${'1'.repeat(200 - 'https://youtu.be/dQw4w9WgXcQ?t='.length)}`,
        faq: n(10, extras.faq[0]),
        tags: ['vegan-options', 'vegetarian', 'gluten-free', 'halal', 'outdoor-seating', 'wheelchair-accessible', 'wifi', 'delivery', 'takeout', 'reservations', 'kid-friendly', 'dog-friendly', 'late-night', 'live-music'],
        menu: n(12, { name: long(80), items: n(16, extras.menu[0].items[0]) }),
        announcement: { text: long(200), endsAt: T0 },
        deals: n(10, extras.deals[0]),
        events: n(20, extras.events[0]),
      }),
    );
  });

  it('a script in a FAQ is stored as the text it is', async () => {
    const faq = [{ question: '<script>alert("hi")</script>', answer: '<img src=x onerror="alert(1)">\n</div><script src="//evil.example/x.js"></script>' }];
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), edit({ faq, tagline: '<b>bold</b> & "quoted"' })));
    const stored = (await getDoc(doc(alice, 'listings/L-alice'))).data();
    expect(stored?.faq).toEqual(faq);
    expect(stored?.tagline).toBe('<b>bold</b> & "quoted"');
  });
});

describe('listing extras: bad shapes are refused', () => {
  it.each([
    ['a tagline over 80 characters', { tagline: long(81) }],
    ['a tagline on two lines', { tagline: 'one\ntwo' }],
    ['a tagline that is not text', { tagline: 42 }],
    ['a video link over 200 characters', { videoUrl: `https://youtu.be/dQw4w9WgXcQ?t=${'1'.repeat(200)}` }],
    ['a plain-http video link', { videoUrl: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['a video on another host', { videoUrl: 'https://www.dailymotion.com/video/x7tgad0' }],
    ['a host that only starts like YouTube', { videoUrl: 'https://youtu.be.evil.example/dQw4w9WgXcQ' }],
    ['a javascript: video link', { videoUrl: 'javascript:alert(1)//https://youtu.be/x' }],
    ['a video link with a space', { videoUrl: 'https://youtu.be/dQw4w9WgXcQ onload=x' }],
    ['11 questions', { faq: n(11, extras.faq[0]) }],
    ['a FAQ that is not a list', { faq: 'Q? A.' }],
    ['a tag outside the vocabulary', { tags: ['vegan-options', 'smoking'] }],
    ['15 tags', { tags: n(15, 'wifi') }],
    ['tags that are not a list', { tags: 'wifi' }],
    ['13 menu sections', { menu: n(13, extras.menu[0]) }],
    ['a menu that is a map', { menu: { Noodles: [] } }],
    ['an announcement over 200 characters', { announcement: { text: long(201), endsAt: T0 } }],
    ['an empty announcement', { announcement: { text: '', endsAt: T0 } }],
    ['an announcement on two lines', { announcement: { text: 'one\ntwo', endsAt: T0 } }],
    ['an announcement without an end', { announcement: { text: 'Hi' } }],
    ['an announcement ending "soon"', { announcement: { text: 'Hi', endsAt: 'soon' } }],
    ['an announcement with more keys', { announcement: { text: 'Hi', endsAt: T0, html: '<b>' } }],
    ['an announcement that is text', { announcement: 'Closed Friday' }],
    ['11 deals', { deals: n(11, extras.deals[0]) }],
    ['21 events', { events: n(21, extras.events[0]) }],
    ['events that are a map', { events: { jazz: extras.events[0] } }],
    ['an unknown content key', { ads: 'none' }],
  ])('%s', async (_what, over) => {
    await assertFails(create({ ...extras, ...over }));
    await assertFails(updateDoc(doc(alice, 'listings/L-alice'), edit(over)));
  });
});
