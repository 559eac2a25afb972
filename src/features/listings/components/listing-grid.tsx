import styled from 'styled-components';
import { Skeleton } from '@/components/skeleton';

export const ListingGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ListingGrid aria-busy="true" aria-label="Loading listings">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i}>
          <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '4 / 3' }} />
          <div style={{ padding: 16, display: 'grid', gap: 10 }}>
            <Skeleton $w="40%" $h="12px" />
            <Skeleton $w="75%" $h="20px" />
            <Skeleton $h="14px" />
            <Skeleton $w="60%" $h="14px" />
          </div>
        </SkeletonCard>
      ))}
    </ListingGrid>
  );
}

const SkeletonCard = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;
