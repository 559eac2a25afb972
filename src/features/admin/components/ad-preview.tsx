// A small likeness of a sponsored ad as the public pages show it (AdSlot): nothing in it is a
// link, so a look at an ad never leaves the console.
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ImageOff } from '@/components/icons';
import { isHttpLink } from '../lib/ad-validation';
import { media } from '@/lib/style';

interface Props {
  title: string;
  description: string;
  ctaText: string;
  imageUrl: string;
  /** Greyed out, as an inactive ad shows nowhere. */
  muted?: boolean;
}

export function AdPreview({ title, description, ctaText, imageUrl, muted = false }: Props) {
  const image = imageUrl.trim() && isHttpLink(imageUrl) ? imageUrl.trim() : '';
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Box $muted={muted} $thumb={!!image} role="group" aria-label="Preview" data-testid="ad-preview">
      {/* Like the public slot, no image means no thumbnail; a broken one says so. */}
      {image && (
        <Thumb>
          {broken !== image ? (
            <img src={image} alt="" width={64} height={64} loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(image)} />
          ) : (
            <ImageOff size={18} aria-label="Image could not be loaded" />
          )}
        </Thumb>
      )}
      <Body>
        <Tag>Sponsored</Tag>
        <Title>{title.trim() || 'Your ad title'}</Title>
        {description.trim() && <Text>{description}</Text>}
      </Body>
      {ctaText.trim() && <Cta>{ctaText}</Cta>}
    </Box>
  );
}

const Box = styled.div<{ $muted: boolean; $thumb: boolean }>`
  display: grid;
  grid-template-columns: ${({ $thumb }) => ($thumb ? '56px ' : '')}minmax(0, 1fr);
  gap: ${theme.space(2)} ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: linear-gradient(120deg, ${theme.color.adGlowFrom}, ${theme.color.adGlowTo});
  border: 1px solid ${theme.color.warningBorder};
  filter: ${({ $muted }) => ($muted ? 'grayscale(1)' : 'none')};
  opacity: ${({ $muted }) => ($muted ? 0.75 : 1)};
  ${media.up('sm')} {
    grid-template-columns: ${({ $thumb }) => ($thumb ? '64px ' : '')}minmax(0, 1fr) auto;
  }
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.glassSoft};
  color: ${theme.color.textFaint};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Tag = styled.span`
  font-size: 0.6875rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.color.warning};
`;

const Title = styled.strong`
  overflow-wrap: anywhere;
`;

const Text = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Cta = styled.span`
  grid-column: 1 / -1;
  justify-self: start;
  padding: 6px 14px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  font-size: ${theme.size.sm};
  font-weight: 600;
  white-space: nowrap;
  ${media.up('sm')} {
    grid-column: auto;
  }
`;
