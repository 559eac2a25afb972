import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { Clock, Sparkles } from '@/components/icons';
import { Button } from '@/components/button';
import { FEATURES_SHOWN, type Plan } from '../lib/plans';
import { PlanFeatureList } from './plan-feature-list';
import { media } from '@/lib/style';

interface PlanCardProps {
  plan: Plan;
  onChoose: (plan: Plan) => void;
  busy?: boolean;
  /**
   * The signed-in user's active plan: Basic shows it instead of a button; a paid plan can be
   * bought again, which extends it.
   */
  current?: boolean;
}

function ctaText(plan: Plan, busy: boolean, current: boolean): string {
  const paid = plan.price > 0;
  if (busy) return paid ? 'Starting checkout…' : 'Activating…';
  if (current) return paid ? `Extend ${plan.name}` : 'Your current plan';
  return plan.ctaLabel;
}

export function PlanCard({ plan, onChoose, busy = false, current = false }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;

  return (
    <Article aria-labelledby={headingId} $popular={plan.popular}>
      {plan.popular && (
        <Ribbon>
          <Sparkles size={14} aria-hidden="true" /> Most Popular
        </Ribbon>
      )}
      <Name id={headingId}>{plan.name}</Name>
      <Tagline>{plan.tagline}</Tagline>

      <Price>
        <Amount>${plan.price}</Amount>
        <Per>/ listing</Per>
      </Price>
      <Duration>
        <Clock size={16} aria-hidden="true" /> {plan.durationLabel}
      </Duration>

      <PlanFeatureList planName={plan.name} features={plan.features} shown={FEATURES_SHOWN} />

      <CtaWrap>
        <Button
          type="button"
          $block
          $variant={plan.popular ? 'primary' : 'secondary'}
          onClick={() => onChoose(plan)}
          disabled={busy || (current && plan.price === 0)}
          aria-busy={busy}
        >
          {ctaText(plan, busy, current)}
        </Button>
      </CtaWrap>
    </Article>
  );
}

const Article = styled.article<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(7)} ${theme.space(6)} ${theme.space(6)};
  transition: transform 160ms ease, box-shadow 160ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${theme.shadow.raised};
  }
  ${({ $popular, theme }) =>
    $popular &&
    css`
      border: 2px solid ${theme.color.primary};
      box-shadow: ${theme.shadow.raised};
    `}
  ${media.reducedMotion} {
    &:hover {
      transform: none;
    }
  }
`;

const Ribbon = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.size.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.size.xl};
`;

const Tagline = styled.p`
  margin: ${theme.space(1)} 0 ${theme.space(5)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.space(1)};
  margin: 0;
`;

const Amount = styled.span`
  font-size: 2.75rem;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
`;

const Per = styled.span`
  color: ${theme.color.textMuted};
  font-weight: 500;
`;

const Duration = styled.p`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${theme.space(1.5)};
  margin: ${theme.space(3)} 0 ${theme.space(5)};
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;

// margin-top:auto pins the buttons to the same baseline across cards of different lengths.
const CtaWrap = styled.div`
  margin-top: auto;
  padding-top: ${theme.space(6)};
`;
