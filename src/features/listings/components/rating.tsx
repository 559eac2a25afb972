import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Star } from '@/components/icons';
import { formatCount } from '@/lib/format-count';

export function Rating({ value, count }: { value: number; count?: number }) {
  const label = `Rated ${value.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ''}`;
  return (
    <Wrap aria-label={label} title={label}>
      <Star size={15} aria-hidden="true" fill="currentColor" />
      <Value>{value.toFixed(1)}</Value>
      {count !== undefined && <Count>({formatCount(count)} reviews)</Count>}
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${theme.color.star};
`;

const Value = styled.span`
  font-weight: 700;
  color: ${theme.color.text};
`;

const Count = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
