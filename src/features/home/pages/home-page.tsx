import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ArrowRight } from '@/components/icons';
import { Container, Section } from '@/components/layout';
import { ButtonLink } from '@/components/button';
import { AdSlot } from '@/features/ads';
import { SearchBox, type SearchOptions } from '@/features/listings';
import { CategoryTiles } from '../components/category-tiles';
import { RecentlyViewed } from '../components/recently-viewed';
import { listingsSearchPath } from '../lib/listings-search-path';
import { FeaturedGems } from '../components/featured-gems';

export function HomePage() {
  const navigate = useNavigate();
  const handleSearch = (term: string, { openNow }: SearchOptions) => navigate(listingsSearchPath(term, openNow));

  return (
    <>
      <Hero>
        <Container>
          <Eyebrow>Restaurants · Coffee · Bakeries · Cafes · Fast food</Eyebrow>
          <HeroTitle>Find your next favourite local spot</HeroTitle>
          <HeroLead>Honest listings from neighbourhood places — and it keeps working when your signal doesn't.</HeroLead>
          <SearchWrap>
            <SearchBox size="lg" onSearch={handleSearch} openNowToggle />
          </SearchWrap>
        </Container>
      </Hero>
      <Container>
        <CategoryTiles />
        {/* Below the hero and the tiles: it appears once read, and moves nothing above it. */}
        <RecentlyViewed />
      </Container>
      <Section aria-labelledby="featured-heading">
        <Container>
          <Heading>
            <div>
              <h2 id="featured-heading">Featured Gems</h2>
              <p>The highest-rated places in the directory right now.</p>
            </div>
          </Heading>
          <FeaturedGems />
          <Center>
            <ViewAll to="/listings" $variant="secondary" $size="lg">
              View All Listings <ArrowRight size={18} aria-hidden="true" />
            </ViewAll>
          </Center>
        </Container>
      </Section>
      <AdSlot placement="homepage-bottom" />
    </>
  );
}

const Hero = styled.section`
  padding: ${theme.space(14)} 0 ${theme.space(12)};
  background:
    radial-gradient(1000px 400px at 85% -10%, ${theme.color.primaryTint} 0%, transparent 60%), radial-gradient(800px 400px at -10% 110%, ${theme.color.accentSoft} 0%, transparent 55%),
    ${theme.color.bg};
`;

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space(3)};
  font-size: ${theme.size.sm};
  font-weight: 600;
  color: ${theme.color.primary};
`;

const HeroTitle = styled.h1`
  margin: 0;
  max-width: 16ch;
  font-size: ${theme.size.hero};
  font-weight: 800;
  letter-spacing: -0.035em;
`;

const HeroLead = styled.p`
  margin: ${theme.space(4)} 0 ${theme.space(8)};
  max-width: 52ch;
  font-size: ${theme.size.lg};
  color: ${theme.color.textMuted};
`;

const SearchWrap = styled.div`
  max-width: 620px;
`;

const Heading = styled.div`
  display: flex;
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${theme.space(6)};
  h2 {
    margin: 0;
    font-size: ${theme.size.xxl};
  }
  p {
    margin: 4px 0 0;
    color: ${theme.color.textMuted};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(8)};
`;

const ViewAll = ButtonLink;
