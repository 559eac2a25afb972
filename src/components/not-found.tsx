import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Compass, House } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { Container } from '@/components/layout';
import { media } from '@/lib/style';

/** The app's not-found page: a path it has no page for, or (on the page's first load) a listing that is not public. */
export function NotFound() {
  return (
    <Wrap>
      <Container>
        <Inner>
          <Code aria-hidden="true">404</Code>
          <Title>This table isn't on the menu</Title>
          <Text>
            The page you are looking for has moved or never existed. Let's get you back to something tasty.
          </Text>
          <Actions>
            <ButtonLink to="/" $size="lg">
              <House size={18} aria-hidden="true" /> Go home
            </ButtonLink>
            <ButtonLink to="/listings" $size="lg" $variant="secondary">
              <Compass size={18} aria-hidden="true" /> Explore listings
            </ButtonLink>
          </Actions>
        </Inner>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: ${theme.space(16)} 0;
`;

const Inner = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  max-width: 520px;
  margin: 0 auto;
`;

// The big number is decorative (hidden from screen readers); the heading carries the meaning.
const Code = styled.p`
  margin: 0;
  font-size: clamp(5rem, 22vw, 8rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.05em;
  background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.star});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Title = styled.h1`
  margin: ${theme.space(4)} 0 ${theme.space(2)};
  font-size: ${theme.size.xxl};
`;

const Text = styled.p`
  margin: 0 0 ${theme.space(8)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  width: 100%;
  & > * {
    flex: 1 1 200px;
  }
  ${media.up('sm')} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;
