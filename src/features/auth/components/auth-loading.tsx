import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Spinner } from '@/components/spinner';
import { useScreenShown } from '@/hooks/use-screen-shown';

/** What a guarded page shows while the session is not known yet (never a bounce to /login). */
export function AuthLoading({ label = 'Checking your session…' }: { label?: string }) {
  // A screen of its own: the session it waits for starts once a screen is shown.
  useScreenShown();
  return (
    <Wrap data-testid="auth-loading">
      <Spinner label={label} />
      <Text aria-hidden="true">{label}</Text>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  min-height: 50vh;
  padding: ${theme.space(8)} ${theme.space(4)};
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
