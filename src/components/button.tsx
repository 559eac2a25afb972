import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: Variant;
  $size?: Size;
  $block?: boolean;
}

/** Shared styles so links (react-router Link) can look like buttons too. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: ${({ $size = 'md' }) => ({ sm: '36px', md: '44px', lg: '52px' })[$size]};
  padding: 0 ${({ $size = 'md', theme }) => theme.space({ sm: 3, md: 4, lg: 6 }[$size])};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${theme.radius.pill};
  border: 1px solid transparent;
  font: inherit;
  font-size: ${({ $size = 'md', theme }) => ($size === 'sm' ? theme.size.sm : theme.size.md)};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;
  ${({ $variant = 'primary', theme }) =>
    ({
      primary: css`
        background: ${theme.color.primary};
        color: ${theme.color.onPrimary};
        &:hover:not(:disabled) { background: ${theme.color.primaryHover}; }
      `,
      secondary: css`
        background: ${theme.color.surface};
        color: ${theme.color.text};
        border-color: ${theme.color.border};
        &:hover:not(:disabled) { border-color: ${theme.color.textMuted}; }
      `,
      ghost: css`
        background: transparent;
        color: ${theme.color.text};
        &:hover:not(:disabled) { background: ${theme.color.surfaceAlt}; }
      `,
      danger: css`
        background: ${theme.color.danger};
        color: ${theme.color.onPrimary};
      `,
    })[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<ButtonStyleProps>((p) => ({ type: p.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  &:hover { border-color: ${theme.color.textMuted}; }
`;

/** A react-router Link that looks like a Button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A plain anchor (tel:, mailto:, external) that looks like a Button. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
