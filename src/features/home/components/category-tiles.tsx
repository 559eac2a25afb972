import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { HOME_LEAD_IMAGE } from '@/lib/landing';
import { media } from '@/lib/style';

// Plural labels, as in the original product; the listings page maps them to one canonical value.
// index.html preloads the first image (src/lib/landing.ts).
const TILES = [
  { label: 'Restaurants', image: HOME_LEAD_IMAGE, blurb: 'Dinner, date night, family feasts' },
  { label: 'Coffee Shops', image: '/demo/coffee-shop-1.webp', blurb: 'Espresso, pour-over, a quiet table' },
  { label: 'Bakery', image: '/demo/bakery-1.webp', blurb: 'Croissants, sourdough, cakes' },
];

export function CategoryTiles() {
  return (
    <Tiles aria-label="Browse by category">
      {TILES.map((tile, i) => (
        <Tile key={tile.label} to={`/listings?category=${encodeURIComponent(tile.label)}`}>
          {/* In the first viewport (the first tile is the home page's LCP on a phone). */}
          <img src={tile.image} alt="" width={400} height={300} fetchPriority={i === 0 ? 'high' : undefined} />
          <Shade />
          <Caption>
            <strong>{tile.label}</strong>
            <span>{tile.blurb}</span>
          </Caption>
        </Tile>
      ))}
    </Tiles>
  );
}

const Tiles = styled.nav`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: 1fr;
  margin-top: ${theme.space(-6)};
  ${media.up('sm')} { grid-template-columns: repeat(3, 1fr); }
`;

const Tile = styled(Link)`
  position: relative;
  display: block;
  height: 140px;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  color: ${theme.color.onDark};
  text-decoration: none;
  img { width: 100%; height: 100%; object-fit: cover; transition: transform 300ms ease; }
  &:hover img { transform: scale(1.04); }
  ${media.up('sm')} { height: 170px; }
`;

const Shade = styled.span`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(0, 0, 0, 0) 30%, rgba(0, 0, 0, 0.68) 100%);
`;

const Caption = styled.span`
  position: absolute;
  left: 16px;
  right: 16px;
  bottom: 14px;
  display: grid;
  strong { font-size: ${theme.size.xl}; }
  span { font-size: ${theme.size.sm}; opacity: 0.92; }
`;
