// The app's colours as plain values, per colour scheme. Styles use them through CSS variables
// (theme.ts); what draws outside CSS (charts, the map, the browser's chrome) reads them here.
const light = {
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
  /** See-through grounds: controls over photos and maps, the sticky header (8-digit hex: alpha). */
  glass: '#FFFFFFEB',
  glassSoft: '#FFFFFFB3',
  headerGlass: '#FBF8F3EB',
  /** Inverse surfaces (toasts, the admin band, a plan pill, a pressed filter) and their text. */
  inverse: '#1F1A17',
  onInverse: '#FFFFFF',
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
};

/** The same roles after dark: text at least 4.5:1 on its ground, like the light palette. */
const dark: Record<keyof typeof light, string> = {
  bg: '#171412',
  surface: '#211D1A',
  surfaceAlt: '#2B2521',
  text: '#F4EFE9',
  textMuted: '#BDB2A8',
  border: '#3D3530',
  primary: '#F97316',
  primaryHover: '#FB923C',
  primarySoft: '#3A2314',
  onPrimary: '#1A130F',
  accent: '#2DD4BF',
  star: '#FBBF24',
  danger: '#F87171',
  dangerSoft: '#3F1D1D',
  success: '#4ADE80',
  successSoft: '#15301F',
  warning: '#FACC15',
  warningSoft: '#36301A',
  focus: '#60A5FA',
  glass: '#211D1AEB',
  glassSoft: '#211D1AB3',
  headerGlass: '#171412EB',
  inverse: '#3A322C',
  onInverse: '#FFFFFF',
  mapGround: '#2A2622',
  mapGroundLight: '#322D29',
  onDark: '#FFFFFF',
  media: '#000000',
  posterGlow: '#5B3A29',
  posterGround: '#1F1A17',
  skeleton: '#2E2823',
  textFaint: '#857970',
  logoInk: '#FBF8F3',
  primaryBorder: '#9A3412',
  primaryTint: '#5A2E12',
  primaryWash: '#1E1813',
  primaryDeep: '#FED7AA',
  adGlowFrom: '#2A1F15',
  adGlowTo: '#2E2712',
  accentSoft: '#123B36',
  accentDeep: '#99F6E4',
  warningBorder: '#6B5314',
  warningText: '#FDE68A',
  noticeBorder: '#6B5314',
  noticeText: '#FCE7A6',
  previewBg: '#2E2610',
  previewBorder: '#6B5314',
  previewText: '#FCE7A6',
  dangerBorder: '#7F1D1D',
  dangerText: '#FECACA',
  dangerWash: '#1F1616',
  badgePendingBg: '#3A2F10',
  badgePendingText: '#FCD34D',
  badgeSuccessBg: '#143222',
  badgeSuccessText: '#86EFAC',
  badgeDangerBg: '#3F1C1D',
  badgeDangerText: '#FCA5A5',
  badgeInfoBg: '#172447',
  badgeInfoText: '#93C5FD',
};

export type ColorName = keyof typeof light;
export type ColorScheme = 'light' | 'dark';
export const PALETTES: Record<ColorScheme, Record<ColorName, string>> = { light, dark };

/** The basemap's own colours (MapLibre's style needs plain values). */
export const MAP_PALETTES = {
  light: { water: '#DCE8EE', land: '#F6F1E8', border: '#B9AFA3', state: '#A39685', county: '#D8CFC3' },
  dark: { water: '#1C2A33', land: '#24201C', border: '#5C544C', state: '#6E655B', county: '#3A342E' },
} as const;

/** The scheme the device asks for now (light where it cannot say, as on the server). */
export function currentScheme(): ColorScheme {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** A colour's plain value in the current scheme, for a canvas or a style that cannot take var(). */
export const resolvedColor = (name: ColorName, scheme: ColorScheme = currentScheme()) => PALETTES[scheme][name];
