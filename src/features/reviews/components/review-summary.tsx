// The listing's rating as the server computed it: the average, the count and how many reviews
// gave each number of stars (5 down to 1).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import type { ReviewStats } from '../data/use-listing-reviews';
import { Stars } from './stars';
import { formatCount } from '@/lib/format-count';
import { media } from '@/lib/style';

export function ReviewSummary({ stats }: { stats: ReviewStats }) {
  const max = Math.max(1, ...stats.counts);
  return (
    <Wrap data-testid="review-summary">
      <Score>
        <Big data-testid="review-average">{stats.reviewCount > 0 ? stats.rating.toFixed(1) : '—'}</Big>
        <Stars value={stats.rating} size={18} />
        <Count data-testid="review-count">
          {stats.reviewCount === 1 ? '1 review' : `${formatCount(stats.reviewCount)} reviews`}
        </Count>
      </Score>
      <Bars aria-label="Reviews by rating">
        {[5, 4, 3, 2, 1].map((n) => {
          const count = stats.counts[n - 1] ?? 0;
          return (
            <li key={n} aria-label={`${n} stars: ${count}`} data-testid={`histogram-${n}`}>
              <span aria-hidden="true">{n}</span>
              <Track aria-hidden="true">
                <Fill style={{ width: `${(count / max) * 100}%` }} />
              </Track>
              <span aria-hidden="true">{formatCount(count)}</span>
            </li>
          );
        })}
      </Bars>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  ${media.up('sm')} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: ${theme.space(8)};
  }
`;

const Score = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space(1)};
`;

const Big = styled.span`
  font-size: 2.75rem;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
`;

const Count = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Bars = styled.ul`
  display: grid;
  gap: ${theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1ch minmax(0, 1fr) 4ch;
    align-items: center;
    gap: ${theme.space(2)};
    font-size: ${theme.size.sm};
    color: ${theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  li > span:last-child { text-align: right; }
`;

const Track = styled.span`
  height: 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${theme.color.star};
`;
