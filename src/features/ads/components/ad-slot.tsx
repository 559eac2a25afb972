
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '@/components/button';
import { Container } from '@/components/layout';
import type { Placement } from '../data/ad-schema';
import { useActiveAd } from '../data/use-active-ad';

/** Renders the active sponsored ad of a placement; nothing when there is none. */
export function AdSlot({ placement }: { placement: Placement }) {
  const ad = useActiveAd(placement);
  if (!ad) return null;
  const external = /^https?:\/\//.test(ad.ctaLink);
  return (
    <Container>
      <Box aria-label="Sponsored" data-testid={`ad-${placement}`}>
        {ad.imageUrl && <Thumb src={ad.imageUrl} alt="" loading="lazy" width={160} height={120} />}
        <Body>
          <Tag>Sponsored</Tag>
          <Title>{ad.title}</Title>
          {ad.description && <Text>{ad.description}</Text>}
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
    </Container>
  );
}

const Box = styled.aside`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  align-items: center;
  & > a { grid-column: 1 / -1; }
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(120deg, #fff7ed, #fef3c7);
  border: 1px solid #fde68a;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 160px 1fr auto;
    & > a { grid-column: auto; }
  }
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 1;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) { aspect-ratio: 4 / 3; }
  height: auto;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
`;

const Tag = styled.span`
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.color.warning};
`;

const Title = styled.strong`
  font-size: ${({ theme }) => theme.size.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const CtaLink = ButtonLink;
const CtaA = ButtonAnchor;
