// The listing's video: a poster drawn here (the host's name and a play button) until the diner
// taps, and only then the host's player in a frame, so the page asks YouTube or Vimeo for
// nothing on its own (privacy, speed; the CSP allows exactly these two frame hosts).
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { WifiOff } from '@/components/icons';
import { useSyncStore } from '@/stores/sync-store';
import { parseVideoUrl } from '@shared/listing-extras';
import { focusRing, media } from '@/lib/style';

const HOSTS = {
  youtube: { name: 'YouTube', embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` },
  vimeo: { name: 'Vimeo', embed: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` },
} as const;

export const NEEDS_CONNECTION = 'The video needs a connection. It plays here when you are back online.';

export function VideoPoster({ url, title }: { url: string; title: string }) {
  const online = useSyncStore((s) => s.online);
  const [playing, setPlaying] = useState(false);
  const video = parseVideoUrl(url);
  if (!video) return null;
  const host = HOSTS[video.host];

  if (playing) {
    return (
      <Frame>
        <iframe
          src={host.embed(video.id)}
          title={`Video of ${title} on ${host.name}`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Frame>
    );
  }

  return (
    <div>
      <Poster type="button" onClick={() => setPlaying(true)} disabled={!online} aria-describedby={online ? undefined : 'video-offline'} data-testid="video-poster">
        <Play aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </Play>
        <Caption>
          Play video <Host>on {host.name}</Host>
        </Caption>
      </Poster>
      {!online && (
        <Offline id="video-offline" role="status">
          <WifiOff size={16} aria-hidden="true" /> {NEEDS_CONNECTION}
        </Offline>
      )}
    </div>
  );
}

const Frame = styled.div`
  max-width: 640px;
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.color.media};
  iframe { display: block; width: 100%; height: 100%; border: 0; }
`;

// A picture of nothing from the host: the listing's own colours, so no request leaves the page.
const Poster = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${theme.space(3)};
  width: 100%;
  max-width: 640px;
  aspect-ratio: 16 / 9;
  border: 0;
  border-radius: ${theme.radius.lg};
  background: radial-gradient(circle at 30% 20%, ${theme.color.posterGlow}, ${theme.color.posterGround} 70%);
  color: ${theme.color.onDark};
  font: inherit;
  cursor: pointer;
  &:hover > span:first-child { transform: scale(1.06); }
  &:focus-visible { ${focusRing()} }
  &:disabled { cursor: not-allowed; opacity: 0.7; }
`;

const Play = styled.span`
  display: grid;
  place-items: center;
  width: 68px;
  height: 68px;
  border-radius: 50%;
  background: ${theme.color.primary};
  color: ${theme.color.onDark};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
  transition: transform 120ms ease;
  svg { margin-left: 3px; }
  ${media.reducedMotion} { transition: none; }
`;

const Caption = styled.span`
  font-weight: 700;
  font-size: ${theme.size.lg};
`;

const Host = styled.span`
  font-weight: 500;
  opacity: 0.85;
`;

const Offline = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: ${theme.space(2)} 0 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
  & > svg { flex: none; }
`;
