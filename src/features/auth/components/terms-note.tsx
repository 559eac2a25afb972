// Under every registration form: what creating an account agrees to, with both documents a tap away.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';

export function TermsNote() {
  return (
    <Note>
      By creating an account you agree to the <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy Policy</Link>.
    </Note>
  );
}

const Note = styled.p`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  text-align: center;
  a {
    color: ${theme.color.text};
    font-weight: 600;
  }
`;
