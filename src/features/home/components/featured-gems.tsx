import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Sparkles } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';
import { ListingCard, ListingGrid, ListingGridSkeleton, useFeatured } from '@/features/listings';

export function FeaturedGems() {
  const { listings, loading, error } = useFeatured();
  if (loading) return <ListingGridSkeleton count={6} />;
  if (error) {
    return (
      <ErrorLine role="alert">
        Featured listings could not be loaded: {error}
      </ErrorLine>
    );
  }
  if (listings.length === 0) {
    return <EmptyState icon={<Sparkles />} title="No listings found. Be the first to add one!" />;
  }
  return (
    <ListingGrid lead={false} countAppearances>
      {listings.map((l) => (
        <ListingCard key={l.id} listing={l} />
      ))}
    </ListingGrid>
  );
}

const ErrorLine = styled.p`
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;
