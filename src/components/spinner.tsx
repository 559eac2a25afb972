import styled, { keyframes } from 'styled-components';
import { theme } from '@/lib/theme';
import { media } from '@/lib/style';

const spin = keyframes`to { transform: rotate(360deg); }`;

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <SpinnerWrap role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </SpinnerWrap>
  );
}

const SpinnerWrap = styled.div`
  display: grid;
  place-items: center;
  padding: ${theme.space(8)};
`;

const Ring = styled.span`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${theme.color.primarySoft};
  border-top-color: ${theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} { animation-duration: 2.4s; }
`;
