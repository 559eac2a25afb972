import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { BadgeCheck, ShieldCheck, Users, WifiOff, type LucideIcon } from '@/components/icons';
import { Container, Lead, Section, VisuallyHidden } from '@/components/layout';
import { PageHero } from '@/components/page-hero';
import { AdSlot } from '@/features/ads';
import { useChoosePlan } from '@/features/plans';
import { PlanCard } from '../components/plan-card';
import { PLANS } from '../lib/plans';
import { media } from '@/lib/style';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'Reach hungry locals',
    text: 'Diners search Forkful for places to eat nearby. Your listing shows up where they are already looking.',
  },
  {
    icon: WifiOff,
    title: 'Seen even offline',
    text: 'Forkful keeps listings on the diner’s device, so your details stay visible on a patchy connection.',
  },
  {
    icon: ShieldCheck,
    title: 'A trusted directory',
    text: 'Every listing is reviewed by our team before it goes live, so diners trust what they find.',
  },
  {
    icon: BadgeCheck,
    title: 'Pay per listing',
    text: 'No monthly contract. Start free with Basic and upgrade only the listings that need more reach.',
  },
];

export function PricingPage() {
  const { choose, busy, current } = useChoosePlan();

  return (
    <>
      <PageHero
        eyebrow="Pricing for owners"
        title="Simple pricing for every kitchen"
        lead="Start free and upgrade when you are ready. Prices are per listing, with no monthly contract."
      />

      <PlansSection aria-labelledby="plans-heading">
        <Container>
          <VisuallyHidden as="h2" id="plans-heading">
            Plans
          </VisuallyHidden>
          <PlanGrid>
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} busy={busy === plan.name} current={current === plan.name} onChoose={(p) => void choose(p.name, p.price)} />
            ))}
          </PlanGrid>
          <PlanNote data-testid="plan-note">
            Paid plans are one-time payments for their number of days, not subscriptions. When a plan ends, your approved
            listings stay public with what Basic includes; the rest of what you entered is kept and shows again when you
            renew. New listings and edits need an active plan.
          </PlanNote>
        </Container>
      </PlansSection>

      <Section aria-labelledby="why-heading">
        <Container>
          <SectionTitle id="why-heading">Why Choose Us</SectionTitle>
          <SectionLead>Built for local food businesses, from corner bakeries to busy dining rooms.</SectionLead>
          <ReasonGrid>
            {REASONS.map(({ icon: Icon, title, text }) => (
              <Reason key={title}>
                <ReasonIcon aria-hidden="true">
                  <Icon size={22} />
                </ReasonIcon>
                <h3>{title}</h3>
                <p>{text}</p>
              </Reason>
            ))}
          </ReasonGrid>
        </Container>
      </Section>

      <Container>
        <AdSlot placement="pricing-page-bottom" />
      </Container>
    </>
  );
}

const PlansSection = styled.section`
  padding: ${theme.space(6)} 0 ${theme.space(4)};
`;

// Extra row gap leaves room for the "Most Popular" ribbon that overhangs the card's top edge.
const PlanGrid = styled.div`
  display: grid;
  gap: ${theme.space(8)} ${theme.space(5)};
  padding-top: ${theme.space(3)};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const PlanNote = styled.p`
  max-width: 640px;
  margin: ${theme.space(8)} auto 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  text-align: center;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${theme.space(2)};
  font-size: ${theme.size.xxl};
  text-align: center;
`;

const SectionLead = styled(Lead)`
  margin-inline: auto;
  text-align: center;
`;

const ReasonGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(5)};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Reason = styled.li`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  padding: ${theme.space(6)};
  h3 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: ${theme.size.lg};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.size.sm};
  }
`;

const ReasonIcon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;
