import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Compass, Sparkles } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { Card, Container } from '@/components/layout';

// Stands in for the account routes (/login, /register, /favorites, /dashboard, ...) until step 2 ships auth.
export function ComingSoonPage() {
  const { pathname } = useLocation();

  return (
    <Wrap>
      <Container>
        <Panel>
          <IconBubble aria-hidden="true">
            <Sparkles size={28} />
          </IconBubble>
          <Title>Accounts are on their way</Title>
          <Text>
            Signing in, saving favourites and the owner dashboard arrive in the next release. Until then, every
            listing is open to browse — no account needed.
          </Text>
          <ListingsLink to="/listings" $size="lg">
            <Compass size={18} aria-hidden="true" /> Explore listings
          </ListingsLink>
          <Path>
            You asked for <code>{pathname}</code>
          </Path>
        </Panel>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${theme.space(14)} 0;
`;

const Panel = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${theme.space(3)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(6)};
  text-align: center;
`;

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const Title = styled.h1`
  margin: ${theme.space(2)} 0 0;
  font-size: ${theme.size.xxl};
`;

const Text = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.color.textMuted};
`;

const ListingsLink = styled(ButtonLink)`
  width: 100%;
  @media (min-width: ${theme.breakpoint.sm}) {
    width: auto;
  }
`;

const Path = styled.p`
  margin: ${theme.space(2)} 0 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
  }
`;
