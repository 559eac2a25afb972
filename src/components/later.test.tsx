import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Later, renderFirstScreenAtOnce, resetLaterForTests } from './later';

const items = () =>
  screen
    .queryAllByRole('listitem')
    .map((li) => li.textContent)
    .join('|');

function Screen({ extra = false }: { extra?: boolean }) {
  return (
    <ul>
      <li>shell</li>
      <Later rank={1}>
        <li>header actions</li>
      </Later>
      <Later>
        <li>page</li>
      </Later>
      <Later rank={1}>
        <li>footer</li>
      </Later>
      {extra && (
        <Later>
          <li>opened later</li>
        </Later>
      )}
    </ul>
  );
}

describe('Later', () => {
  afterEach(resetLaterForTests);

  it('renders the first screen in stages: one commit each, the page before the rank-1 stages', async () => {
    const commits: string[] = [];
    const observer = new MutationObserver(() => commits.at(-1) !== items() && commits.push(items()));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Screen />);
    expect(items()).toBe('shell');
    await waitFor(() => expect(items()).toBe('shell|header actions|page|footer'));
    observer.disconnect();
    expect(commits).toEqual(['shell', 'shell|page', 'shell|header actions|page', 'shell|header actions|page|footer']);
  });

  it('renders at once after the first screen (a page opened later shows no empty frame)', async () => {
    const { rerender } = render(<Screen />);
    await waitFor(() => expect(items()).toBe('shell|header actions|page|footer'));
    rerender(<Screen extra />);
    expect(items()).toBe('shell|header actions|page|footer|opened later');
  });

  it("renders the page's stages in the first commit on a device that has the app already, the shell's trimmings after", async () => {
    const commits: string[] = [];
    const observer = new MutationObserver(() => commits.push(items()));
    observer.observe(document.body, { childList: true, subtree: true });
    renderFirstScreenAtOnce();
    render(<Screen />);
    expect(items()).toBe('shell|page');
    await waitFor(() => expect(items()).toBe('shell|header actions|page|footer'));
    observer.disconnect();
    expect(commits[0]).toBe('shell|page');
  });
});
