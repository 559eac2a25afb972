import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { EmptyState } from '@/components/empty-state';
import { Card } from '@/components/layout';

interface Props {
  icon: ReactNode;
  /** The section's name, the page's heading for screen readers and the tab's content title. */
  heading: string;
  title: string;
  children?: ReactNode;
}

/** A tidy stand-in for a dashboard section that ships in a later release. */
export function SectionPlaceholder({ icon, heading, title, children }: Props) {
  return (
    <section>
      <Heading>{heading}</Heading>
      <Panel>
        <EmptyState icon={icon} title={title}>
          {children && <Text>{children}</Text>}
        </EmptyState>
      </Panel>
    </section>
  );
}

export const Heading = styled.h2`
  margin: 0 0 ${theme.space(4)};
  font-size: ${theme.size.xl};
`;

const Panel = styled(Card)`
  padding: 0 ${theme.space(4)};
`;

const Text = styled.p`
  margin: 0;
  max-width: 46ch;
`;
