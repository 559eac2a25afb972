// The states every admin section shares: the page-level "Error" line when its data cannot be
// loaded, a failure block with a retry for figures read from the server, and an empty state in a card.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Card } from '@/components/layout';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/button';
import { CircleAlert } from '@/components/icons';

export function LoadError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <ErrorLine role="alert">
      <strong>Error:</strong> {message}
    </ErrorLine>
  );
}

/** What a section read from the server (not the device) shows when the read failed: why, and a retry. */
export function LoadFailed({ title, message, onRetry, retrying }: { title: string; message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Failed role="alert">
      <CircleAlert size={20} aria-hidden="true" />
      <span>
        <strong>{title}</strong> {message}
      </span>
      <Button $variant="secondary" $size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Try again'}
      </Button>
    </Failed>
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

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.dangerBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  span {
    flex: 1 1 16rem;
    color: ${theme.color.dangerText};
  }
`;
