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
    /** Text and icons on photos, videos and dark or coloured fills; a switch's thumb. */
    onDark: '#FFFFFF',
    /** Behind a photo or video while it loads, and letterboxing. */
    media: '#000000',
    /** A video poster's glow over its dark ground. */
    posterGlow: '#5B3A29',
    posterGround: '#1F1A17',
    /** The placeholder's pulse while content loads. */
    skeleton: '#EFE8DF',
    /** Text too faint for content: placeholders in previews. */
    textFaint: '#A8998C',
    /** The logo's fork and knife on its orange tile. */
    logoInk: '#FBF8F3',
    /** Primary (orange) shades: borders of new items, tints of notices and glows, deep text. */
    primaryBorder: '#FDBA74',
    primaryTint: '#FED7AA',
    primaryWash: '#FFFAF5',
    primaryDeep: '#7C2D12',
    /** A sponsored box's warm gradient. */
    adGlowFrom: '#FFF7ED',
    adGlowTo: '#FEF3C7',
    /** Accent (teal) shades. */
    accentSoft: '#CCFBF1',
    accentDeep: '#115E59',
    /** Warning (amber) banners and notices: border and text on warningSoft. */
    warningBorder: '#FDE68A',
    warningText: '#713F12',
    /** Notices that ask for a decision (a conflict, an unsaved or pending state). */
    noticeBorder: '#F1D58A',
    noticeText: '#5C3D00',
    /** The preview banner over a listing its owner or an admin previews. */
    previewBg: '#FFF8E6',
    previewBorder: '#F5D38A',
    previewText: '#6B4A00',
    /** Error panels: border and text on dangerSoft; a danger-zone wash. */
    dangerBorder: '#FECACA',
    dangerText: '#7D1D20',
    dangerWash: '#FFFAFA',
    /** Status badges: a soft fill and its text per tone. */
    badgePendingBg: '#FFF4D6',
    badgePendingText: '#7A5200',
    badgeSuccessBg: '#E3F5E9',
    badgeSuccessText: '#17683A',
    badgeDangerBg: '#FDE7E7',
    badgeDangerText: '#A1262A',
    badgeInfoBg: '#E6EEFD',
    badgeInfoText: '#1E48B5',
  },
  /** The basemap's own colours (MapLibre's style needs plain values). */
  map: {
    water: '#DCE8EE',
    land: '#F6F1E8',
    border: '#B9AFA3',
    state: '#A39685',
    county: '#D8CFC3',
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
