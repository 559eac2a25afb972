// The frame of every account page: a centred card on the warm page background, phone-first.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Card, Container } from '@/components/layout';
import { media } from '@/lib/style';

interface Props {
  icon: ReactNode;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the form ("Don't have an account? Sign up"). */
  footer?: ReactNode;
  wide?: boolean;
}

export function AuthCard({ icon, title, lead, children, footer, wide = false }: Props) {
  const id = useId();
  return (
    <Backdrop>
      <Container>
        <Panel as="section" aria-labelledby={id} $wide={wide}>
          <Head>
            <IconBubble aria-hidden="true">{icon}</IconBubble>
            <Title id={id}>{title}</Title>
            {lead && <Lead>{lead}</Lead>}
          </Head>
          {children}
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Container>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  padding: ${theme.space(6)} 0 ${theme.space(12)};
  background: linear-gradient(180deg, ${theme.color.primarySoft} 0%, ${theme.color.bg} 320px);
  ${media.up('sm')} {
    padding: ${theme.space(14)} 0 ${theme.space(16)};
  }
`;

const Panel = styled(Card)<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '640px' : '440px')};
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(5)};
  ${media.up('sm')} {
    padding: ${theme.space(10)} ${theme.space(10)} ${theme.space(8)};
  }
`;

const Head = styled.header`
  display: grid;
  justify-items: center;
  text-align: center;
  margin-bottom: ${theme.space(6)};
`;

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const Title = styled.h1`
  margin: ${theme.space(4)} 0 ${theme.space(1)};
  font-size: ${theme.size.xxl};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  max-width: 40ch;
`;

const Footer = styled.div`
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.color.border};
  text-align: center;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  a {
    font-weight: 600;
  }
`;

/** A form's primary action: full width on every screen, with room above it. */
export const SubmitRow = styled.div`
  margin-top: ${theme.space(2)};
`;

/** A small muted line under a field. */
export const Hint = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
`;
