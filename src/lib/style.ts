// Style helpers over the theme: media queries by breakpoint name, the focus ring, one-line
// ellipsis. Components use these rather than writing `@media` or outline rules by hand.
import { css } from 'styled-components';
import { theme } from './theme';

type Breakpoint = keyof typeof theme.breakpoint;

const below = (name: Breakpoint) => `${Number.parseFloat(theme.breakpoint[name]) - 0.02}px`;

export const media = {
  /** From this breakpoint up: `${media.up('md')} { … }`. */
  up: (name: Breakpoint) => `@media (min-width: ${theme.breakpoint[name]})`,
  /** Narrower than this breakpoint (never both `up` and `below` of one name at once). */
  below: (name: Breakpoint) => `@media (max-width: ${below(name)})`,
  /** Between two breakpoints: from `from` up, narrower than `to`. */
  between: (from: Breakpoint, to: Breakpoint) => `@media (min-width: ${theme.breakpoint[from]}) and (max-width: ${below(to)})`,
  /** The person asked for less motion. */
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** The device asks for a dark colour scheme. */
  dark: '@media (prefers-color-scheme: dark)',
} as const;

/** The same condition for `matchMedia`, without the `@media`. */
export const mediaQuery = (rule: string) => rule.replace(/^@media /, '');

/** The keyboard focus ring: 3px in the focus colour, 2px clear of the element unless said. */
export const focusRing = (width = 3, offset = 2) => css`
  outline: ${width}px solid ${theme.color.focus};
  outline-offset: ${offset}px;
`;

/** One line that ends in "…" when it does not fit. */
export const ellipsis = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
