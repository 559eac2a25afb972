import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { css, cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { theme } from '@/lib/theme';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: Variant;
  $size?: Size;
  $block?: boolean;
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  width: auto;
  border-radius: ${theme.radius.pill};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const sizes: Record<Size, string> = {
  sm: css`
    min-height: 36px;
    padding: 0 ${theme.space(3)};
    font-size: ${theme.size.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    font-size: ${theme.size.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${theme.space(6)};
    font-size: ${theme.size.md};
  `,
};

const variants: Record<Variant, string> = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.text};
    border-color: ${theme.color.border};
    &:hover:not(:disabled) {
      border-color: ${theme.color.textMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.text};
    &:hover:not(:disabled) {
      background: ${theme.color.surfaceAlt};
    }
  `,
  danger: css`
    background: ${theme.color.danger};
    color: ${theme.color.onPrimary};
  `,
};

const block = css`
  width: 100%;
`;

/** The class names that make an element look like a button of this variant and size. */
export function buttonClass({ $variant = 'primary', $size = 'md', $block }: ButtonStyleProps, className?: string) {
  return cx(base, sizes[$size], variants[$variant], $block && block, className);
}

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps>(function Button(
  { $variant, $size, $block, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ $variant, $size, $block }, className)} {...rest} />;
});

const IconButtonBase = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.textMuted};
  }
`;

export const IconButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function IconButton(
  { type = 'button', ...rest },
  ref,
) {
  return <IconButtonBase ref={ref} type={type} {...rest} />;
});

/** A react-router Link that looks like a Button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, LinkProps & ButtonStyleProps>(function ButtonLink(
  { $variant, $size, $block, className, ...rest },
  ref,
) {
  return <Link ref={ref} className={buttonClass({ $variant, $size, $block }, className)} {...rest} />;
});

/** A plain anchor (tel:, mailto:, external) that looks like a Button. */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps>(function ButtonAnchor(
  { $variant, $size, $block, className, ...rest },
  ref,
) {
  return <a ref={ref} className={buttonClass({ $variant, $size, $block }, className)} {...rest} />;
});
