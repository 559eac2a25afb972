import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { clip, PageMeta } from './page-meta';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(cleanup);

describe('PageMeta', () => {
  it('sets the title and description while mounted and restores the defaults after', () => {
    const before = { title: document.title, description: description() };
    const { rerender, unmount } = render(<PageMeta title="Sakura — Forkful" description="An intimate sushi counter." />);
    expect(document.title).toBe('Sakura — Forkful');
    expect(description()).toBe('An intimate sushi counter.');
    rerender(<PageMeta title="Taco Rocket — Forkful" description="Tacos." />);
    expect(document.title).toBe('Taco Rocket — Forkful');
    expect(description()).toBe('Tacos.');
    unmount();
    expect(document.title).toBe(before.title);
    expect(description() ?? '').toBe(before.description ?? '');
    // One description tag only: search engines read the first.
    expect(document.querySelectorAll('meta[name="description"]').length).toBeLessThanOrEqual(1);
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
