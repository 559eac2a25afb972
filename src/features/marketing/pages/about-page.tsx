import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ArrowRight, CakeSlice, Coffee, Croissant, Hamburger, HeartHandshake, MapPin, ShieldCheck } from '@/components/icons';
import { Store, UtensilsCrossed, WifiOff, type LucideIcon } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { Card, Container, Lead, Section } from '@/components/layout';
import { UsageSharingSwitch } from '@/components/usage-sharing-switch';
import { PageHero } from '@/components/page-hero';
import { media } from '@/lib/style';

const CATEGORIES: { icon: LucideIcon; label: string }[] = [
  { icon: UtensilsCrossed, label: 'Restaurants' },
  { icon: Coffee, label: 'Coffee shops' },
  { icon: Croissant, label: 'Bakeries' },
  { icon: CakeSlice, label: 'Cafes' },
  { icon: Hamburger, label: 'Fast food' },
];

interface InfoItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

const AUDIENCES: InfoItem[] = [
  {
    icon: MapPin,
    title: 'For diners',
    text: 'Search and browse local spots, see opening hours, prices and offers at a glance, and keep your favourites close. Places you have browsed stay available on your phone, even without signal.',
  },
  {
    icon: Store,
    title: 'For owners',
    text: 'Publish your restaurant, café or bakery in minutes, keep your details up to date and reach the people who live and work around you — with a free plan to start.',
  },
];

const VALUES: InfoItem[] = [
  { icon: HeartHandshake, title: 'Local first', text: 'Independent kitchens are the heart of a neighbourhood. We put them front and centre.' },
  { icon: WifiOff, title: 'Works offline', text: 'Forkful is built to work on the go: in the subway, on the road, or with one bar of signal.' },
  { icon: ShieldCheck, title: 'Honest listings', text: 'Every listing is reviewed by our team before it goes live, so what you see is what you get.' },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        size="roomy"
        eyebrow="About Forkful"
        title="Great local food, one tap away"
        lead="Forkful helps diners find great local food places — restaurants, coffee shops, bakeries, cafes and fast food — even when they are offline, and helps owners publish their listings so hungry neighbours can find them."
      >
        <Chips aria-label="What you can find on Forkful">
          {CATEGORIES.map(({ icon: Icon, label }) => (
            <li key={label}>
              <Icon size={16} aria-hidden="true" /> {label}
            </li>
          ))}
        </Chips>
      </PageHero>

      <Section aria-labelledby="mission-heading">
        <Container>
          <SectionTitle id="mission-heading">Our mission</SectionTitle>
          <Lead>A directory that serves both sides of the counter.</Lead>
          <InfoTiles items={AUDIENCES} columns={2} />
        </Container>
      </Section>

      <ValuesSection aria-labelledby="values-heading">
        <Container>
          <SectionTitle id="values-heading">What we care about</SectionTitle>
          <InfoTiles items={VALUES} columns={3} />
        </Container>
      </ValuesSection>

      <Section aria-labelledby="privacy-heading">
        <Container>
          <SectionTitle id="privacy-heading">Your privacy</SectionTitle>
          <Lead>
            Owners see how often their listings are viewed, saved and contacted: anonymous counts, one per device per day, with no
            account, location or address attached.
          </Lead>
          <PrivacyCard>
            <UsageSharingSwitch />
          </PrivacyCard>
        </Container>
      </Section>

      <Section aria-labelledby="cta-heading">
        <Container>
          <Cta>
            <h2 id="cta-heading">Hungry already?</h2>
            <p>Explore places near you, or add your own business to Forkful today.</p>
            <CtaActions>
              <InvertedLink to="/listings" $size="lg">
                Explore listings <ArrowRight size={18} aria-hidden="true" />
              </InvertedLink>
              <OutlineLink to="/register" $size="lg">
                List your business
              </OutlineLink>
            </CtaActions>
          </Cta>
        </Container>
      </Section>
    </>
  );
}

function InfoTiles({ items, columns }: { items: InfoItem[]; columns: number }) {
  return (
    <Grid $columns={columns}>
      {items.map(({ icon: Icon, title, text }) => (
        <Tile key={title}>
          <IconBubble aria-hidden="true">
            <Icon size={22} />
          </IconBubble>
          <h3>{title}</h3>
          <p>{text}</p>
        </Tile>
      ))}
    </Grid>
  );
}

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(2)};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1.5)};
    padding: ${theme.space(2)} ${theme.space(3.5)};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    font-size: ${theme.size.sm};
    font-weight: 600;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${theme.space(2)};
  font-size: ${theme.size.xxl};
`;

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${theme.space(5)};
  margin-top: ${theme.space(6)};
  ${media.up('md')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Tile = styled.article`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(6)};
  h3 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: ${theme.size.lg};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const PrivacyCard = styled(Card)`
  max-width: 640px;
  margin-top: ${theme.space(6)};
  padding: ${theme.space(5)};
`;

const ValuesSection = styled(Section)`
  background: ${theme.color.surfaceAlt};
`;

const Cta = styled.div`
  text-align: center;
  padding: ${theme.space(10)} ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.primaryHover});
  color: ${theme.color.onPrimary};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.size.xxl};
  }
  p {
    margin: 0 auto ${theme.space(6)};
    max-width: 44ch;
    opacity: 0.92;
  }
`;

const CtaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

// Inside the orange band the usual button colours would vanish, so these two invert them.
const InvertedLink = styled(ButtonLink)`
  && {
    background: ${theme.color.surface};
    color: ${theme.color.primary};
  }
  &&:hover {
    background: ${theme.color.primarySoft};
  }
`;

const OutlineLink = styled(ButtonLink)`
  && {
    background: transparent;
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.onPrimary};
  }
  &&:hover {
    background: ${theme.color.primaryHover};
  }
`;
