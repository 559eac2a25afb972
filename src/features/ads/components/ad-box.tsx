// The sponsored ad's box, shared by the page slots (AdSlot) and the listing page (ListingPageAd).
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { Megaphone } from '@/components/icons';
import { ButtonAnchor, ButtonLink } from '@/components/button';
import { Container } from '@/components/layout';
import type { Ad } from '../data/ad-schema';
import { media } from '@/lib/style';

interface AdBoxProps {
  ad: Pick<Ad, 'title' | 'description' | 'ctaText' | 'ctaLink' | 'imageUrl'>;
  testId: string;
  reserved: boolean;
  tag?: string;
  /** false inside a page that already sets the width (the listing page). */
  contained?: boolean;
}

export function AdBox({ ad, testId, reserved, tag = 'Sponsored', contained = true }: AdBoxProps) {
  const external = /^https?:\/\//.test(ad.ctaLink);
  // A reserved slot keeps its picture column (the icon tile stands in); a bottom ad without a
  // picture gives the text the whole width.
  const media = !!ad.imageUrl || reserved;
  const box = (
    <Box aria-label={tag} data-testid={testId} $reserved={reserved} $media={media}>
      {ad.imageUrl ? (
        // Above the results it is in the first viewport: no lazy loading there.
        <Thumb src={ad.imageUrl} alt="" loading={reserved ? 'eager' : 'lazy'} width={160} height={120} />
      ) : (
        reserved && (
          <IconTile aria-hidden="true">
            <Megaphone size={32} />
          </IconTile>
        )
      )}
      <Body>
        <Tag>{tag}</Tag>
        <Title $reserved={reserved}>{ad.title}</Title>
        {ad.description && <Text $reserved={reserved}>{ad.description}</Text>}
      </Body>
      {ad.ctaText &&
        (external ? (
          <CtaA href={ad.ctaLink} target="_blank" rel="noopener noreferrer sponsored" $variant="secondary">
            {ad.ctaText}
          </CtaA>
        ) : (
          <CtaLink to={ad.ctaLink || '/'} $variant="secondary">
            {ad.ctaText}
          </CtaLink>
        ))}
    </Box>
  );
  return contained ? <Container>{box}</Container> : box;
}

const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

// Reserved: one fixed height per breakpoint, text clamped to fit, so every content (or none) is
// the same box. The heights are the tallest layout: thumb/text row + the CTA row on phones.
export const Box = styled.aside<{ $reserved: boolean; $media: boolean }>`
  display: grid;
  grid-template-columns: ${({ $media }) => ($media ? '72px 1fr' : 'minmax(0, 1fr)')};
  gap: ${theme.space(3)} ${theme.space(4)};
  align-items: center;
  & > a {
    grid-column: 1 / -1;
  }
  margin: ${theme.space(6)} 0;
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: linear-gradient(120deg, ${theme.color.adGlowFrom}, ${theme.color.adGlowTo});
  border: 1px solid ${theme.color.warningBorder};
  ${({ $reserved, theme }) =>
    $reserved &&
    css`
      box-sizing: border-box;
      height: 196px;
      overflow: hidden;
      align-content: center;
      padding: ${theme.space(4)};
      ${media.up('sm')} {
        height: 162px;
      }
    `}
  ${media.up('sm')} {
    grid-template-columns: ${({ $media }) => ($media ? '160px minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto')};
    & > a {
      grid-column: auto;
    }
  }
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 1;
  ${media.up('sm')} {
    aspect-ratio: 4 / 3;
  }
  height: auto;
  object-fit: cover;
  border-radius: ${theme.radius.md};
`;

const IconTile = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  ${media.up('sm')} {
    aspect-ratio: 4 / 3;
  }
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

const Tag = styled.span`
  font-size: ${theme.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.color.warning};
`;

const Title = styled.strong<{ $reserved: boolean }>`
  font-size: ${theme.size.lg};
  ${({ $reserved }) => $reserved && clamp(1)}
`;

const Text = styled.p<{ $reserved: boolean }>`
  margin: 0;
  color: ${theme.color.textMuted};
  ${({ $reserved }) => $reserved && clamp(2)}
`;

const CtaLink = ButtonLink;
const CtaA = ButtonAnchor;
