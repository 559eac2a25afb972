// The owner's plan in the dashboard's hero: "Gold Plan · until 12 Jan 2027", or the way to
// the pricing page when there is none (a plan that has ended counts as none).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Crown } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { planBadgeText } from '@/features/plans';
import type { SessionProfile } from '@/stores/session-store';

export function PlanBadge({ profile }: { profile: Pick<SessionProfile, 'package' | 'packageExpiresAt'> | null }) {
  const plan = planBadgeText(profile);
  if (!plan) {
    return (
      <ButtonLink to="/pricing" $variant="secondary" $size="sm">
        <Crown size={14} aria-hidden="true" /> Choose Plan
      </ButtonLink>
    );
  }
  return (
    <Badge data-testid="plan-badge">
      <Crown size={14} aria-hidden="true" /> {plan}
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  padding: 6px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.inverse};
  color: ${theme.color.onInverse};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;
