// The Listings tab's status filter: a row of toggle buttons (one pressed), each with its count.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import type { StatusFilterValue } from '../data/filter-listings';

const STATUS_FILTERS: readonly { value: StatusFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

interface Props {
  value: StatusFilterValue;
  counts: Record<StatusFilterValue, number>;
  onChange: (value: StatusFilterValue) => void;
}

export function StatusFilter({ value, counts, onChange }: Props) {
  return (
    <Group role="group" aria-label="Filter by status">
      {STATUS_FILTERS.map((f) => (
        <Option key={f.value} type="button" aria-pressed={value === f.value} onClick={() => onChange(f.value)}>
          {f.label}
          <Count>{counts[f.value]}</Count>
        </Option>
      ))}
    </Group>
  );
}

// Phones: a tidy 2 × 2 block (four labels with counts do not fit one row); a pill row from sm up.
const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  width: 100%;
  padding: 4px;
  border: 1px solid ${theme.color.border};
  border-radius: 14px;
  background: ${theme.color.surface};
  @media (min-width: ${theme.breakpoint.sm}) {
    display: inline-flex;
    width: auto;
    border-radius: ${theme.radius.pill};
  }
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${theme.space(3)};
  border: 0;
  border-radius: 10px;
  @media (min-width: ${theme.breakpoint.sm}) {
    min-height: 36px;
    border-radius: ${theme.radius.pill};
  }
  background: transparent;
  color: ${theme.color.textMuted};
  font: inherit;
  font-size: ${theme.size.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${theme.color.text};
    background: ${theme.color.surfaceAlt};
  }
  &[aria-pressed='true'] {
    background: ${theme.color.text};
    color: #fff;
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 1px 6px;
  border-radius: ${theme.radius.pill};
  background: rgba(127, 110, 100, 0.16);
  font-size: ${theme.size.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
  [aria-pressed='true'] > & {
    background: rgba(255, 255, 255, 0.2);
  }
`;
