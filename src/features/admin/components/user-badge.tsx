// The small pills and the busy spinner the Users and Ad Management cards share.
import styled, { keyframes } from 'styled-components';
import { theme } from '@/lib/theme';
import { LoaderCircle } from '@/components/icons';

export type BadgeTone = 'success' | 'danger' | 'info' | 'plan' | 'muted';

// Text/background pairs that keep at least 4.5:1 contrast.
const TONES: Record<BadgeTone, [string, string]> = {
  success: ['#E3F5E9', '#17683A'],
  danger: ['#FDE7E7', '#A1262A'],
  info: ['#E6EEFD', '#1E48B5'],
  plan: ['#FFEDD5', '#9A3412'],
  muted: ['#F4EEE6', '#5F5650'],
};

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
  background: ${({ $tone }) => TONES[$tone][0]};
  color: ${({ $tone }) => TONES[$tone][1]};
`;

export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1.5)};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A spinning icon inside a button while its call runs (the button carries aria-busy). */
export const BusyIcon = styled(LoaderCircle).attrs({ size: 16, 'aria-hidden': true })`
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
