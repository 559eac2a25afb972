// The series colours, from the app's palette, in the order series are drawn: distinct enough
// side by side and each at least 3:1 against the card, in either colour scheme.
import { theme } from '@/lib/theme';
import { resolvedColor, type ColorName } from '@/lib/palette';

const SERIES: ColorName[] = ['primary', 'accent', 'focus', 'star', 'danger', 'textMuted'];

/** For CSS (a legend's swatch). */
export const seriesColor = (i: number) => theme.color[SERIES[i % SERIES.length]];

/** For the canvas, which cannot read CSS variables: the current scheme's value. */
export const seriesCanvasColor = (i: number) => resolvedColor(SERIES[i % SERIES.length]);
