import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { SITE_DESCRIPTION, SITE_TITLE } from '@shared/page-meta';
import { MemoryRouter } from 'react-router-dom';
import { clip, LoadedPageTags, PageMeta } from './page-meta';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('PageMeta', () => {
  it("sets the title and description while mounted and restores the site's after", () => {
    const { rerender, unmount } = render(<PageMeta title="Sakura — Forkful" description="An intimate sushi counter." />);
    expect(document.title).toBe('Sakura — Forkful');
    expect(description()).toBe('An intimate sushi counter.');
    rerender(<PageMeta title="Taco Rocket — Forkful" description="Tacos." />);
    expect(document.title).toBe('Taco Rocket — Forkful');
    expect(description()).toBe('Tacos.');
    unmount();
    expect(document.title).toBe(SITE_TITLE);
    expect(description()).toBe(SITE_DESCRIPTION);
    // One description tag only: search engines read the first.
    expect(document.querySelectorAll('meta[name="description"]').length).toBeLessThanOrEqual(1);
  });
});

describe('LoadedPageTags', () => {
  it("drops the loaded page's own tags and title once the diner is on another page, before that page's PageMeta", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://x.test/no-such-page" data-page /><meta name="robots" content="noindex" data-page />',
    );
    document.title = 'Page not found — Forkful';
    render(
      <MemoryRouter initialEntries={['/about']}>
        <LoadedPageTags />
        <PageMeta title="About — Forkful" />
      </MemoryRouter>,
    );
    expect(document.head.querySelectorAll('[data-page]')).toHaveLength(0);
    expect(document.title).toBe('About — Forkful');
    expect(description()).toBe(SITE_DESCRIPTION);
  });
});

describe('site defaults', () => {
  it('are the ones index.html carries (what a page without its own shows)', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<title>${SITE_TITLE}</title>`);
    expect(html).toContain(`<meta name="description" content="${SITE_DESCRIPTION}" />`);
  });
});

describe('clip', () => {
  it('keeps short text, flattens whitespace', () => {
    expect(clip('  Wood-fired\n pizza  ')).toBe('Wood-fired pizza');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const long = 'Laid-back coffee house with cold brew on tap, chai lattes, ceremonial matcha and fresh banana bread. '.repeat(3);
    const out = clip(long, 60);
    expect(out.length).toBeLessThanOrEqual(60);
    expect(out.endsWith('…')).toBe(true);
    expect(long.startsWith(out.slice(0, -1))).toBe(true);
    expect(out).not.toMatch(/[\s,]…$/);
  });
});
