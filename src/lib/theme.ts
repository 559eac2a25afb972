// The typed design tokens. Colours are CSS variables, so a colour scheme is one switch. Styled
// components import the tokens directly (`${theme.color.text}`) rather than reading them from
// props: a style without functions is worked out once per component, not on every render.
// ThemeProvider still carries them for styles that mix in their own props.
import { PALETTES, type ColorName, type ColorScheme } from './palette';

const cssName = (name: string) => `--c-${name.replaceAll(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const colorVariables = Object.fromEntries(Object.keys(PALETTES.light).map((name) => [name, `var(${cssName(name)})`])) as Record<
  ColorName,
  string
>;

/** The declarations that give the colour variables one scheme's values. */
export const paletteDeclarations = (scheme: ColorScheme) =>
  Object.entries(PALETTES[scheme])
    .map(([name, value]) => `${cssName(name)}:${value};`)
    .join('');

export const theme = {
  /** Each colour as its CSS variable: the scheme's palette decides the value (palette.ts). */
  color: colorVariables,
  font: {
    body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    system: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', hero: 'clamp(2rem, 6vw, 3.25rem)' },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '8px', md: '12px', lg: '18px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(31,26,23,0.06), 0 4px 16px rgba(31,26,23,0.06)',
    raised: '0 8px 30px rgba(31,26,23,0.14)',
  },
  breakpoint: { sm: '600px', md: '900px', lg: '1200px' },
  maxWidth: '1180px',
} as const;

export type AppTheme = typeof theme;
