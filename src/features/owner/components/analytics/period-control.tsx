// The 7 / 30 / 90 days switch above the owner's figures: toggle buttons, the chosen one pressed.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { PERIODS, type Period } from '../../lib/stats-math';

export function PeriodControl({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <Group role="group" aria-label="Period">
      {PERIODS.map((p) => (
        <button key={p} type="button" aria-pressed={p === value} onClick={() => onChange(p)}>
          {p} days
        </button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  button {
    min-height: 36px;
    padding: 0 ${theme.space(3.5)};
    border: 0;
    border-radius: ${theme.radius.pill};
    background: none;
    color: ${theme.color.textMuted};
    font: inherit;
    font-size: ${theme.size.sm};
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-pressed='true'] {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  button:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
