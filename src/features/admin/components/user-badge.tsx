// The badge row and the busy spinner the Users and Ad Management cards share (the badge itself
// is the app's: src/components/badge.tsx).
import styled, { keyframes } from 'styled-components';
import { theme } from '@/lib/theme';
import { LoaderCircle } from '@/components/icons';
import { media } from '@/lib/style';

export { Badge, type BadgeTone } from '@/components/badge';

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
  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;
