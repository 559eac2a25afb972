// A row of toggle buttons of which exactly one is pressed (a period, a status filter), with an
// optional count on each. Phones can lay a wide set out as a 2-column block instead of a row.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { focusRing, media } from '@/lib/style';

export interface Segment<T extends string | number> {
  value: T;
  label: ReactNode;
  count?: number;
}

interface Props<T extends string | number> {
  /** The group's accessible name. */
  label: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Below the small breakpoint, a 2-column block rather than one row. */
  blockOnPhones?: boolean;
}

export function SegmentedControl<T extends string | number>({ label, segments, value, onChange, blockOnPhones = false }: Props<T>) {
  return (
    <Group role="group" aria-label={label} $block={blockOnPhones}>
      {segments.map((s) => (
        <Option key={s.value} type="button" aria-pressed={s.value === value} onClick={() => onChange(s.value)} $block={blockOnPhones}>
          {s.label}
          {s.count !== undefined && <Count>{s.count}</Count>}
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.div<{ $block: boolean }>`
  display: inline-flex;
  gap: 4px;
  padding: 3px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  ${({ $block }) =>
    $block &&
    css`
      ${media.below('sm')} {
        display: grid;
        grid-template-columns: 1fr 1fr;
        width: 100%;
        border-radius: 14px;
      }
    `}
`;

const Option = styled.button<{ $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 ${theme.space(3.5)};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.textMuted};
  font: inherit;
  font-size: ${theme.size.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${({ $block }) =>
    $block &&
    css`
      ${media.below('sm')} {
        min-height: 40px;
        border-radius: 10px;
      }
    `}
  &:hover {
    color: ${theme.color.text};
    background: ${theme.color.surfaceAlt};
  }
  &[aria-pressed='true'] {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  &:focus-visible {
    ${focusRing(2, 2)}
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
  /* A darker pill, not a translucent white one: white on it keeps 4.5:1 (on 20% white it was 3.7:1). */
  [aria-pressed='true'] > & {
    background: ${theme.color.primaryHover};
  }
`;
