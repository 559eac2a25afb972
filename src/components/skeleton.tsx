import styled, { keyframes } from 'styled-components';

// Opacity runs on the compositor; a moving background repainted dozens of skeletons every
// frame and doubled the offline first-card time on a throttled CPU (docs/benchmarks.md).
const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export const Skeleton = styled.div<{ $h?: string; $w?: string; $radius?: string }>`
  height: ${({ $h = '1em' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ $radius = '8px' }) => $radius};
  background: #efe8df;
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
