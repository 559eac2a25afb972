// The states every admin section shares: the page-level "Error" line when its data cannot be
// loaded, and an empty state in a card.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Card } from '@/components/layout';
import { EmptyState } from '@/components/empty-state';

export function LoadError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <ErrorLine role="alert">
      <strong>Error:</strong> {message}
    </ErrorLine>
  );
}

/** An empty state in a card: a title, a hint, and optionally an action below it. */
export function SectionEmpty({ icon, title, hint, children }: { icon: ReactNode; title: string; hint: string; children?: ReactNode }) {
  return (
    <Panel>
      <EmptyState icon={icon} title={title}>
        <Hint>{hint}</Hint>
        {children}
      </EmptyState>
    </Panel>
  );
}

const ErrorLine = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.color.danger};
  font-weight: 600;
`;

const Panel = styled(Card)`
  padding: 0 ${theme.space(4)};
`;

const Hint = styled.p`
  margin: 0;
  max-width: 46ch;
`;
