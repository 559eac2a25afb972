import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ListingImage } from './listing-image';

export const MAX_DETAIL_IMAGES = 5;

export function PhotoGallery({ images, title }: { images: string[]; title: string }) {
  const shown = images.slice(0, MAX_DETAIL_IMAGES);
  const [active, setActive] = useState(0);
  const list = shown.length ? shown : [''];
  return (
    <Wrap>
      {/* The page's largest picture (its LCP): fetched ahead of everything else below the fold. */}
      <Main src={list[active]} alt={`${title} — photo ${active + 1} of ${list.length}`} width={1200} height={800} fetchPriority="high" />
      {list.length > 1 && (
        <Thumbs role="list" aria-label="Photos">
          {list.map((src, i) => (
            <li key={`${src}-${i}`}>
              <Thumb type="button" aria-label={`Show photo ${i + 1}`} aria-current={i === active} onClick={() => setActive(i)}>
                <ListingImage src={src} alt="" width={160} height={120} loading="lazy" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`;

const Main = styled(ListingImage)`
  width: 100%;
  aspect-ratio: 16 / 10;
  height: auto;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  cursor: pointer;
  background: none;
  &[aria-current='true'] { border-color: ${theme.color.primary}; }
  img { width: 100%; aspect-ratio: 4 / 3; height: auto; object-fit: cover; }
`;
