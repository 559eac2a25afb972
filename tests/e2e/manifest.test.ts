// The web app manifest as the browser and stores read it: linked from the served page itself
// (no script has to add it), with an id, shortcuts into the app and install screenshots
// for a phone and a wide screen, small enough to fetch on a slow connection.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newPhone } from './support/browser';

interface Manifest {
  id?: string;
  start_url: string;
  shortcuts?: { name: string; url: string }[];
  screenshots?: { src: string; sizes: string; type: string; form_factor?: string }[];
}

let browser: Browser;
let page: Page;
let manifest: Manifest;

beforeAll(async () => {
  browser = await launch();
  page = await (await newPhone(browser)).newPage();
  manifest = (await (await fetch(`${BASE_URL}/manifest.webmanifest`)).json()) as Manifest;
});
afterAll(async () => browser?.close());

describe('web app manifest', () => {
  it.each(['/', '/listings', '/listing/any-id'])('is linked in the head of %s as served: no script adds it', async (path) => {
    const html = await (await fetch(BASE_URL + path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="manifest" href="\/manifest\.webmanifest"/g)).toHaveLength(1);
  });

  it('has an id and shortcuts to pages of the app', () => {
    expect(manifest.id).toBe('/');
    expect(manifest.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      ['Explore', '/listings'],
      ['Open now', '/listings?open=1'],
      ['Favorites', '/favorites'],
    ]);
  });

  it('has a narrow and a wide screenshot, of the sizes it states and under 150 KB', async () => {
    const shots = manifest.screenshots ?? [];
    expect(shots.map((s) => [s.form_factor, s.sizes])).toEqual([
      ['narrow', '390x844'],
      ['wide', '1280x800'],
    ]);
    for (const shot of shots) {
      const response = await fetch(BASE_URL + shot.src);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(shot.type);
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(150 * 1024);
      await page.goto(BASE_URL + shot.src);
      const size = await page.evaluate(() => {
        const img = document.querySelector('img')!;
        return `${img.naturalWidth}x${img.naturalHeight}`;
      });
      expect(size).toBe(shot.sizes);
    }
  });

  it('opens the shortcut pages', async () => {
    await page.goto(`${BASE_URL}/listings?open=1`);
    await page.getByTestId('results-count').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('?open=1');
  });
});
