// The typed design tokens. Styled components import them directly (`${theme.color.text}`) rather
// than reading them from props: a style without functions is worked out once per component, not
// on every render. ThemeProvider still carries them for styles that mix in their own props.
export const theme = {
  color: {
    bg: '#FBF8F3',
    surface: '#FFFFFF',
    surfaceAlt: '#F4EEE6',
    text: '#1F1A17',
    textMuted: '#5F5650',
    border: '#E6DED4',
    primary: '#C2410C',
    primaryHover: '#9A3412',
    primarySoft: '#FFEDD5',
    onPrimary: '#FFFFFF',
    accent: '#0F766E',
    star: '#B45309',
    danger: '#B91C1C',
    dangerSoft: '#FEE2E2',
    success: '#15803D',
    successSoft: '#DCFCE7',
    warning: '#A16207',
    warningSoft: '#FEF9C3',
    focus: '#2563EB',
    /** A map's ground before (or without) its tiles: neither land nor water. */
    mapGround: '#E9E6E1',
    mapGroundLight: '#F2EFEA',
  },
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
