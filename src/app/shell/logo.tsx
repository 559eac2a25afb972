import styled from 'styled-components';
import { theme } from '@/lib/theme';

export function Logo() {
  return (
    <Wrap>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" style={{ fill: theme.color.primary }} />
        <path d="M11 7v7a3 3 0 0 0 2 2.8V25h2v-8.2A3 3 0 0 0 17 14V7h-1.5v6h-1V7h-1.5v6h-1V7z" style={{ fill: theme.color.logoInk }} />
        <path d="M20 7c2 0 3 2.5 3 5.5S22 17 21 17.5V25h-2V7z" style={{ fill: theme.color.logoInk }} opacity=".85" />
      </svg>
      <Word>Forkful</Word>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Word = styled.span`
  font-weight: 800;
  font-size: 1.25rem;
  letter-spacing: -0.03em;
`;
