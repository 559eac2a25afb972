import { styled } from '@linaria/react';
import { theme } from '@/lib/theme';

/** Turns an element round and round (the build scopes the keyframes to each style using it). */
export const spinning = `
  @keyframes forkful-spin {
    to {
      transform: rotate(360deg);
    }
  }
  animation: forkful-spin 0.8s linear infinite;
`;

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
  ${spinning}
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;
