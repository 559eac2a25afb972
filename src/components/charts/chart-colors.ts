// The series colours, from the app's palette, in the order series are drawn: distinct enough
// side by side and each at least 3:1 against the white card.
import { theme } from '@/lib/theme';

export const SERIES_COLORS = [theme.color.primary, theme.color.accent, theme.color.focus, theme.color.star, theme.color.danger, theme.color.textMuted];

export const seriesColor = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length];
