// Small coloured pills: a listing's moderation state, a user's role or plan, an ad's state. One
// palette for the whole app; each fill and text pair keeps 4.5:1 or more.
import styled from 'styled-components';
import { theme } from '@/lib/theme';

export type BadgeTone = 'pending' | 'success' | 'danger' | 'info' | 'plan' | 'muted';

const TONES: Record<BadgeTone, { bg: string; text: string }> = {
  pending: { bg: theme.color.badgePendingBg, text: theme.color.badgePendingText },
  success: { bg: theme.color.badgeSuccessBg, text: theme.color.badgeSuccessText },
  danger: { bg: theme.color.badgeDangerBg, text: theme.color.badgeDangerText },
  info: { bg: theme.color.badgeInfoBg, text: theme.color.badgeInfoText },
  plan: { bg: theme.color.primarySoft, text: theme.color.primaryHover },
  muted: { bg: theme.color.surfaceAlt, text: theme.color.textMuted },
};

/** A listing's moderation state → its badge's tone and words. */
export const LISTING_STATUS_BADGE = {
  pending: { tone: 'pending', label: 'Pending' },
  approved: { tone: 'success', label: 'Approved' },
  rejected: { tone: 'danger', label: 'Rejected' },
} as const satisfies Record<string, { tone: BadgeTone; label: string }>;

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: ${theme.radius.pill};
  font-size: ${theme.size.xs};
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
  background: ${({ $tone }) => TONES[$tone].bg};
  color: ${({ $tone }) => TONES[$tone].text};
`;
