import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Check, ChevronDown, Clock } from '@/components/icons';
import type { FeatureSpec } from '@shared/plan-features';
import { focusRing } from '@/lib/style';

interface PlanFeatureListProps {
  planName: string;
  features: readonly FeatureSpec[];
  /** How many to list before the rest fold away behind "+ N more features". */
  shown: number;
}

/**
 * A plan's features as the entitlement table has them. One not built yet keeps its place but
 * is marked "Coming soon": the page never sells it as if a diner could see it today.
 */
export function PlanFeatureList({ planName, features, shown }: PlanFeatureListProps) {
  const first = features.slice(0, shown);
  const rest = features.slice(shown);
  const soon = rest.filter((f) => !f.built).length;

  return (
    <>
      <Features aria-label={`${planName} features`}>{first.map(renderFeature)}</Features>
      {rest.length > 0 && (
        <More>
          <summary>
            + {rest.length} more features{soon > 0 && <SoonCount> ({soon} coming soon)</SoonCount>}{' '}
            <ChevronDown size={16} aria-hidden="true" />
          </summary>
          <Features aria-label={`More ${planName} features`} $more>
            {rest.map(renderFeature)}
          </Features>
        </More>
      )}
    </>
  );
}

function renderFeature(feature: FeatureSpec) {
  return (
    <li key={feature.id} title={feature.summary}>
      {feature.built ? (
        <Mark aria-hidden="true">
          <Check size={14} strokeWidth={3} />
        </Mark>
      ) : (
        <Mark aria-hidden="true" $soon>
          <Clock size={13} strokeWidth={2.5} />
        </Mark>
      )}
      <span>
        {feature.label}
        {!feature.built && <Soon> Coming soon</Soon>}
      </span>
    </li>
  );
}

const Features = styled.ul<{ $more?: boolean }>`
  list-style: none;
  margin: 0;
  padding: ${({ $more }) => ($more ? `${theme.space(3)} 0 0` : `${theme.space(5)} 0 0`)};
  border-top: ${({ $more }) => ($more ? 'none' : `1px solid ${theme.color.border}`)};
  display: grid;
  gap: ${theme.space(3)};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2.5)};
  }
`;

const Mark = styled.span<{ $soon?: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ $soon }) => ($soon ? theme.color.surfaceAlt : theme.color.successSoft)};
  color: ${({ $soon }) => ($soon ? theme.color.textMuted : theme.color.success)};
`;

// A separate word, not a badge that a screen reader would skip: "Timekit Coming soon".
const Soon = styled.span`
  display: inline-block;
  margin-left: ${theme.space(1.5)};
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  font-weight: 600;
  white-space: nowrap;
`;

const SoonCount = styled.span`
  color: ${theme.color.textMuted};
  font-weight: 500;
`;

// The summary is plain text flow, so a narrow card wraps its words, not its pieces.
const More = styled.details`
  margin: ${theme.space(3)} 0 0;
  summary {
    display: block;
    cursor: pointer;
    list-style: none;
    color: ${theme.color.primary};
    font-size: ${theme.size.sm};
    font-weight: 600;
    border-radius: ${theme.radius.sm};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:focus-visible {
    ${focusRing(2, 2)}
  }
  summary svg {
    vertical-align: -3px;
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;
