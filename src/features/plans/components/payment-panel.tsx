// The card the checkout pages share: an icon, a title, a lead and what follows.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Container, PageTitle } from '@/components/layout';

interface Props {
  icon: ReactNode;
  title: string;
  lead?: ReactNode;
  /** Above the title, e.g. the test checkout's warning. */
  top?: ReactNode;
  tone?: 'primary' | 'success' | 'muted';
  /** Announce changes of the title and lead (a page that waits for something). */
  live?: boolean;
  children?: ReactNode;
}

export function PaymentPanel({ icon, title, lead, top, tone = 'primary', live = false, children }: Props) {
  return (
    <Container>
      <Panel aria-labelledby="payment-title" aria-live={live ? 'polite' : undefined}>
        {top}
        <Icon aria-hidden="true" $tone={tone}>
          {icon}
        </Icon>
        <PageTitle id="payment-title">{title}</PageTitle>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Panel>
    </Container>
  );
}

/** Links or buttons under the panel's text. */
export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`;

const Panel = styled.section`
  max-width: 480px;
  margin: ${theme.space(10)} auto;
  padding: ${theme.space(7)} ${theme.space(6)};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
`;

const Icon = styled.span<{ $tone: 'primary' | 'success' | 'muted' }>`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${theme.space(4)};
  border-radius: 50%;
  background: ${({ $tone, theme }) => ({ primary: theme.color.primarySoft, success: theme.color.successSoft, muted: theme.color.surfaceAlt })[$tone]};
  color: ${({ $tone, theme }) => ({ primary: theme.color.primary, success: theme.color.success, muted: theme.color.textMuted })[$tone]};
`;

const Lead = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;
