import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leadPhotoOf, preloadLeadPhoto } from './lead-photo';
import { resetEarlyCatalog, SNAPSHOT_VERSION, startEarlyCatalog } from './early-catalog';

const docs = [
  { id: 'b', rating: 4.8, images: ['/b.jpg'] },
  { id: 'a', rating: 4.8, images: [7, '/a.jpg'] },
  { id: 'gone', rating: 5, images: ['/gone.jpg'], _deleted: true },
  { id: 'c', rating: 3, images: [] },
];
const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://x');
  return { pathname, search };
};

describe('leadPhotoOf', () => {
  it('is the listing page’s first photo', () => {
    expect(leadPhotoOf(at('/listing/b'), docs)).toBe('/b.jpg');
    expect(leadPhotoOf(at('/listing/c'), docs)).toBeUndefined();
    expect(leadPhotoOf(at('/listing/gone'), docs)).toBeUndefined();
  });

  it('is the first card’s of the default /listings order (best rated, then id), never of a filtered view', () => {
    expect(leadPhotoOf(at('/listings'), docs)).toBe('/a.jpg');
    expect(leadPhotoOf(at('/listings?category=Cafe'), docs)).toBeUndefined();
    expect(leadPhotoOf(at('/'), docs)).toBeUndefined();
  });
});

describe('preloadLeadPhoto', () => {
  // The early catalogue is once per start: another test file may have started it already.
  beforeEach(resetEarlyCatalog);
  afterEach(() => {
    resetEarlyCatalog();
    document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove());
  });

  it('preloads the photo with high priority once a first visit has the downloaded catalogue', async () => {
    preloadLeadPhoto(at('/listing/b'));
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
    const body = { version: SNAPSHOT_VERSION, builtAt: Date.now(), count: docs.length, docs, checkpoint: { id: 'c', serverTimestamp: new Date().toISOString() } };
    await startEarlyCatalog({ firstVisit: async () => true, fetchImpl: async () => new Response(JSON.stringify(body)) });
    preloadLeadPhoto(at('/listing/b'));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload][as=image]');
    expect(link?.getAttribute('href')).toBe('/b.jpg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });
});
