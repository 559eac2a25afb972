import type { ComponentPropsWithoutRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './layout';
import { theme } from '@/lib/theme';
import { media } from '@/lib/style';

// Opacity runs on the compositor; a moving background repainted dozens of skeletons every
// frame and doubled the offline first-card time on a throttled CPU (docs/benchmarks.md).
const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

type SkeletonProps = ComponentPropsWithoutRef<'div'> & { $h?: string; $w?: string; $radius?: string };

/**
 * A grey placeholder. With an aria-label it says what is loading: as a status, named and with
 * the words inside, since an aria-label on a plain div is not allowed (and most readers skip it).
 */
export function Skeleton({ 'aria-label': label, children, ...rest }: SkeletonProps) {
  if (!label) return <Block {...rest}>{children}</Block>;
  return (
    <Block role="status" aria-label={label} {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Block>
  );
}

const Block = styled.div<{ $h?: string; $w?: string; $radius?: string }>`
  position: relative;
  height: ${({ $h = '1em' }) => $h};
  width: ${({ $w = '100%' }) => $w};
  border-radius: ${({ $radius = '8px' }) => $radius};
  background: ${theme.color.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
  ${media.reducedMotion} { animation: none; }
`;
