import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { useSyncStore } from '@/stores/sync-store';
import { NEEDS_CONNECTION, VideoPoster } from './video-poster';

afterEach(() => useSyncStore.setState({ online: true }));

/** Anything in the page that would make the browser ask another host for something. */
const remote = (root: HTMLElement) =>
  [...root.querySelectorAll('[src], [href], [poster], [srcset]')].filter((el) => /youtube|vimeo|ytimg|vimeocdn/.test(el.outerHTML));

describe('VideoPoster', () => {
  it('draws a local poster and loads nothing from YouTube until the tap; then the no-cookie player', () => {
    useSyncStore.setState({ online: true });
    const { container } = renderWithProviders(<VideoPoster url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Kumo" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(remote(container)).toEqual([]);
    expect(screen.getByRole('button', { name: /Play video on YouTube/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(frame).toHaveAttribute('title', 'Video of Kumo on YouTube');
  });

  it('plays a Vimeo link in Vimeo’s player, without tracking', () => {
    const { container } = renderWithProviders(<VideoPoster url="https://vimeo.com/76979871" title="Kumo" />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play video on Vimeo/ }));
    expect(container.querySelector('iframe')!).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('offline: says the video needs a connection and loads no frame', () => {
    useSyncStore.setState({ online: false });
    const { container } = renderWithProviders(<VideoPoster url="https://youtu.be/dQw4w9WgXcQ" title="Kumo" />);
    expect(screen.getByRole('status').textContent).toContain(NEEDS_CONNECTION);
    const play = screen.getByRole('button', { name: /Play video/ });
    expect(play).toBeDisabled();
    fireEvent.click(play);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows nothing for a link that is not an accepted video link', () => {
    const { container } = renderWithProviders(<VideoPoster url="https://evil.example/embed?v=dQw4w9WgXcQ" title="Kumo" />);
    expect(container).toBeEmptyDOMElement();
  });
});
