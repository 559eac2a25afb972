// Where a detail view came from, carried in the router Link state (never in the URL, so a
// shared link does not claim it): results filtered with Near me or Open now.
export const VIEW_ORIGIN_STATE = 'usageOrigin';

export interface ViewOrigin {
  nearMe: boolean;
  openNow: boolean;
}

/** The Link state for a card in results filtered this way (undefined when neither filter is on). */
export function viewOriginState(origin: ViewOrigin): Record<string, ViewOrigin> | undefined {
  return origin.nearMe || origin.openNow ? { [VIEW_ORIGIN_STATE]: origin } : undefined;
}

/** The origin a detail page was opened with, from `useLocation().state`. */
export function viewOriginOf(state: unknown): ViewOrigin | null {
  const origin = state && typeof state === 'object' ? (state as Record<string, unknown>)[VIEW_ORIGIN_STATE] : null;
  if (!origin || typeof origin !== 'object') return null;
  const { nearMe, openNow } = origin as Partial<ViewOrigin>;
  return { nearMe: nearMe === true, openNow: openNow === true };
}
