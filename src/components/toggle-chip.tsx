// A pill button that stays pressed (aria-pressed) while its option is on: Open now, Near me.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { focusRing } from '@/lib/style';

export const ToggleChip = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${theme.space(4)};
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.size.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;
  & > svg { color: ${theme.color.textMuted}; }
  &:hover { border-color: ${theme.color.textMuted}; }
  &:focus-visible { ${focusRing()} }
  &[aria-pressed='true'] {
    background: ${theme.color.primarySoft};
    border-color: ${theme.color.primary};
    color: ${theme.color.primaryHover};
    & > svg { color: ${theme.color.primary}; }
  }
  &[aria-busy='true'] { cursor: progress; }
`;
