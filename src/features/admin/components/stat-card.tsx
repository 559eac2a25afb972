// One of the overview's figures: a label, a big value (a skeleton while it loads).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';

interface Props {
  icon: ReactNode;
  label: string;
  value: number;
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
      {loading ? (
        <Skeleton $h="32px" $w="64px" aria-label={`Loading ${label}`} />
      ) : (
        <Value data-testid="stat-value">{value.toLocaleString('en-US')}</Value>
      )}
      {/* Kept in place while loading so the card does not grow when the numbers arrive. */}
      {note && <Note aria-hidden={loading}>{note}</Note>}
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

// Same line box as the 32px skeleton: no jump when the number replaces it.
const Value = styled.p`
  margin: 0;
  min-height: 32px;
  font-size: ${({ theme }) => theme.size.xxl};
  font-weight: 700;
  line-height: 32px;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.size.xs};
`;
