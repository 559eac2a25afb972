// One of the Overview's figures: a label, a big value and an optional note under it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';

interface Props {
  icon: ReactNode;
  label: string;
  value: string;
  note?: string;
  loading?: boolean;
}

export function StatCard({ icon, label, value, note, loading = false }: Props) {
  return (
    <Wrap data-testid="stat-card" aria-busy={loading}>
      <Top>
        <Label>{label}</Label>
        <IconWrap aria-hidden="true">{icon}</IconWrap>
      </Top>
      {loading ? <Skeleton $h="32px" $w="64px" aria-label={`Loading ${label}`} /> : <Value data-testid="stat-value">{value}</Value>}
      {note && !loading && <Note>{note}</Note>}
    </Wrap>
  );
}

const Wrap = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
`;

const IconWrap = styled.span`
  display: grid;
  color: ${({ theme }) => theme.color.primary};
`;

const Value = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.size.xxl};
  font-weight: 700;
  line-height: 1.1;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.size.xs};
`;
