import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Wrap>
      {icon && <IconWrap aria-hidden="true">{icon}</IconWrap>}
      <Title>{title}</Title>
      {children}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(3)};
  text-align: center;
  padding: ${theme.space(12)} ${theme.space(4)};
  color: ${theme.color.textMuted};
`;

const IconWrap = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${theme.size.lg};
  font-weight: 600;
  color: ${theme.color.text};
`;
