// A card of the Overview listing the latest few items of one kind, with a link to them all.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Card } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { ItemList } from './section-parts';

interface RecentProps {
  title: string;
  linkLabel: string;
  to: string;
  loading: boolean;
  empty: string;
  items: ReactNode[];
}

export function RecentBlock({ title, linkLabel, to, loading, empty, items }: RecentProps) {
  return (
    <RecentCard as="section" aria-label={title}>
      <RecentTop>
        <h3>{title}</h3>
        <Link to={to} aria-label={linkLabel}>
          View all
        </Link>
      </RecentTop>
      {loading ? (
        <Skeleton $h="96px" $radius="12px" />
      ) : items.length > 0 ? (
        <ItemList>{items}</ItemList>
      ) : (
        <Empty>{empty}</Empty>
      )}
    </RecentCard>
  );
}

const RecentCard = styled(Card)`
  display: grid;
  gap: ${theme.space(4)};
  align-content: start;
  padding: ${theme.space(5)};
`;

const RecentTop = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${theme.size.lg};
  }
  a {
    color: ${theme.color.primary};
    font-weight: 600;
    font-size: ${theme.size.sm};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;
