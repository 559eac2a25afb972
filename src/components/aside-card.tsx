// A card of the listing page's side column with a form (Book a table, Ask a question): a heading
// with its icon, a muted hint, the form's fields in one column.
import styled from 'styled-components';
import { theme } from '@/lib/theme';

export const AsideCard = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  h2 {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    margin: 0;
    font-size: ${theme.size.lg};
  }
  form {
    display: grid;
    gap: ${theme.space(1)};
  }
`;

export const CardHint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;
