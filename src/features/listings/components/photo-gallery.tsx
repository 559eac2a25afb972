// The listing's photos: one picture as it always was; several in a strip that swipes (scroll
// snap, the browser's own touch handling), with previous/next buttons, arrow keys, a "3 of 7"
// count and thumbnails. Only the first photo loads up front: it is the page's largest picture.
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ArrowLeft, ArrowRight } from '@/components/icons';
import { ListingImage } from './listing-image';
import { focusRing } from '@/lib/style';

/** Paid listings publish up to 10 photos, Basic ones the first (the server keeps only what shows). */
export const MAX_DETAIL_IMAGES = 10;

const smooth = () => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

export function PhotoGallery({ images, title }: { images: string[]; title: string }) {
  const shown = images.slice(0, MAX_DETAIL_IMAGES);
  const list = shown.length ? shown : [''];
  const [active, setActive] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const n = list.length;

  if (n === 1) return <Single src={list[0]} alt={`${title} — photo 1 of 1`} width={1200} height={800} fetchPriority="high" />;

  const go = (i: number) => {
    const to = Math.max(0, Math.min(n - 1, i));
    setActive(to);
    const el = strip.current;
    // jsdom has no scrolling: the count still follows.
    el?.scrollTo?.({ left: to * el.clientWidth, behavior: smooth() });
  };

  // A swipe or a scroll settles on a photo: the count and the thumbnails follow it.
  const handleScroll = () => {
    const el = strip.current;
    if (!el || !el.clientWidth) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== active && i >= 0 && i < n) setActive(i);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: n - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    <Wrap role="region" aria-roledescription="carousel" aria-label={`Photos of ${title}`} onKeyDown={handleKeyDown}>
      <Viewport>
        <Strip ref={strip} tabIndex={0} role="group" aria-label="Photos: use the arrow keys to move" onScroll={handleScroll} data-testid="gallery-strip">
          {list.map((src, i) => (
            <Slide key={`${src}-${i}`} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${n}`} aria-hidden={i !== active || undefined}>
              <Photo
                src={src}
                alt={`${title} — photo ${i + 1} of ${n}`}
                width={1200}
                height={800}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
            </Slide>
          ))}
        </Strip>
        <Nav type="button" $side="left" aria-label="Previous photo" disabled={active === 0} onClick={() => go(active - 1)}>
          <ArrowLeft size={20} aria-hidden="true" />
        </Nav>
        <Nav type="button" $side="right" aria-label="Next photo" disabled={active === n - 1} onClick={() => go(active + 1)}>
          <ArrowRight size={20} aria-hidden="true" />
        </Nav>
        <Count aria-live="polite" data-testid="gallery-count">
          {active + 1} of {n}
        </Count>
      </Viewport>
      <Thumbs aria-label="All photos">
        {list.map((src, i) => (
          <li key={`${src}-${i}`}>
            <Thumb type="button" aria-label={`Show photo ${i + 1}`} aria-current={i === active} onClick={() => go(i)}>
              <ListingImage src={src} alt="" width={160} height={120} loading="lazy" />
            </Thumb>
          </li>
        ))}
      </Thumbs>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
`;

const Single = styled(ListingImage)`
  width: 100%;
  aspect-ratio: 16 / 10;
  height: auto;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
`;

const Viewport = styled.div`
  position: relative;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.color.surfaceAlt};
`;

const Strip = styled.div`
  display: flex;
  aspect-ratio: 16 / 10;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  &:focus-visible { ${focusRing(3, -3)} }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

const Photo = styled(ListingImage)`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Nav = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 10px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.glass};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
  &:disabled { opacity: 0; pointer-events: none; }
  &:focus-visible { ${focusRing()} }
`;

const Count = styled.span`
  position: absolute;
  right: 10px;
  bottom: 10px;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: rgba(31, 26, 23, 0.78);
  color: ${theme.color.onDark};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 2px;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Thumb = styled.button`
  display: block;
  width: 88px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  cursor: pointer;
  background: none;
  &[aria-current='true'] { border-color: ${theme.color.primary}; }
  &:focus-visible { ${focusRing(3, 1)} }
  img { display: block; width: 100%; aspect-ratio: 4 / 3; height: auto; object-fit: cover; }
`;
