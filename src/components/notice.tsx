// A tinted line that tells where something stands: waiting offline, a plan's limit, done.
import styled from 'styled-components';
import { theme } from '@/lib/theme';

export const Notice = styled.p<{ $tone?: 'warning' | 'success' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${({ $tone = 'warning', theme }) => ($tone === 'success' ? theme.color.successSoft : theme.color.warningSoft)};
  font-size: ${theme.size.sm};
`;
