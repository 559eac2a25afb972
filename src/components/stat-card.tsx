// One of a dashboard overview's figures: a label, a big value (a skeleton while it loads)
// and an optional note under it. Used by the owner's and the admin's overviews.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Card } from './layout';
import { Skeleton } from './skeleton';

interface Props {
  icon: ReactNode;
  label: string;
  /** A number is shown with thousands separators; a string as it is (e.g. "4.5", "—"). */
  value: number | string;
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
        <Value data-testid="stat-value">{typeof value === 'number' ? value.toLocaleString('en-US') : value}</Value>
      )}
      {/* A note describes the loaded figure ("2 unread"), so it waits for it. */}
      {note && !loading && <Note>{note}</Note>}
    </Wrap>
  );
}

const Wrap = styled(Card)`
  display: grid;
  gap: ${theme.space(2)};
  align-content: start;
  padding: ${theme.space(5)};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

const Label = styled.h3`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;

const IconWrap = styled.span`
  display: grid;
  color: ${theme.color.primary};
`;

// Same line box as the 32px skeleton: no jump when the value replaces it.
const Value = styled.p`
  margin: 0;
  min-height: 32px;
  font-size: ${theme.size.xxl};
  font-weight: 700;
  line-height: 32px;
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
`;
