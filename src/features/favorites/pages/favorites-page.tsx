// /favorites: the signed-in user's saved places, newest first, from the local database (so
// it works offline), joined with the local catalogue. Login is enforced by the route guard.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Compass, Heart, LogIn, Store } from '@/components/icons';
import { Container, PageTitle } from '@/components/layout';
import { Button, ButtonLink } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { ListingCard, ListingGrid, ListingGridSkeleton, useListingsByIds } from '@/features/listings';
import { toast } from '@/stores/toast-store';
import { useFavorites } from '../data/use-favorites';
import { useToggleFavorite } from '../data/use-toggle-favorite';
import { media } from '@/lib/style';

export function FavoritesPage() {
  const { signedIn, favorites, loading, error } = useFavorites();
  const ids = favorites.map((f) => f.listingId);
  const catalog = useListingsByIds(ids);

  let body;
  if (!signedIn) {
    body = (
      <Empty
        icon={<LogIn />}
        title="Log in to see your favorites"
        text="Your saved places follow you on every device you sign in on."
        action={
          <ButtonLink to="/login" $size="lg">
            Login
          </ButtonLink>
        }
      />
    );
  } else if (error || catalog.error) {
    body = <ErrorLine role="alert">Error: {error ?? catalog.error}</ErrorLine>;
  } else if (loading || (favorites.length > 0 && !catalog.ready)) {
    body = <ListingGridSkeleton count={3} />;
  } else if (favorites.length === 0) {
    body = (
      <Empty
        icon={<Heart />}
        title="No favorites yet"
        text="Tap the heart on any place to save it here. It works offline too."
        action={
          <ButtonLink to="/listings" $size="lg">
            <Compass size={18} aria-hidden="true" /> Explore listings
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <ListingGrid data-testid="favorites-grid">
        {favorites.map((f) => {
          const listing = catalog.listings.get(f.listingId);
          if (listing) return <ListingCard key={f.id} listing={listing} />;
          if (catalog.isGone(f.listingId)) return <GoneCard key={f.id} listingId={f.listingId} />;
          return <PendingCard key={f.id} />;
        })}
      </ListingGrid>
    );
  }

  return (
    <Container>
      <Head>
        <PageTitle>My Favorites</PageTitle>
        {signedIn && !loading && !error && favorites.length > 0 && (
          <Count aria-live="polite" data-testid="favorites-count">
            {favorites.length} saved {favorites.length === 1 ? 'place' : 'places'}
          </Count>
        )}
      </Head>
      {body}
    </Container>
  );
}

function Empty({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <EmptyWrap>
      <EmptyIcon aria-hidden="true">{icon}</EmptyIcon>
      <EmptyTitle>{title}</EmptyTitle>
      <EmptyText>{text}</EmptyText>
      {action}
    </EmptyWrap>
  );
}

/** A favourite whose listing left the public directory (unpublished, rejected or deleted). */
function GoneCard({ listingId }: { listingId: string }) {
  const { remove, pending } = useToggleFavorite();
  const handleRemove = async () => {
    try {
      await remove(listingId);
      toast({ title: 'Removed from Favorites', variant: 'default' });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <MutedCard data-testid="favorite-gone">
      <MutedMedia aria-hidden="true">
        <Store size={40} />
      </MutedMedia>
      <MutedBody>
        <MutedTitle>No longer listed</MutedTitle>
        <MutedText>This place is no longer in the directory.</MutedText>
        <Button $variant="secondary" $size="sm" onClick={handleRemove} disabled={pending} aria-label="Remove this unlisted place from favorites">
          <Heart size={16} aria-hidden="true" fill="currentColor" /> Remove
        </Button>
      </MutedBody>
    </MutedCard>
  );
}

/** The catalogue has not synced on this device yet: the listing is probably on its way. */
function PendingCard() {
  return (
    <MutedCard aria-busy="true" aria-label="Loading listing">
      <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '4 / 3' }} />
      <MutedBody>
        <Skeleton $w="40%" $h="12px" />
        <Skeleton $w="75%" $h="20px" />
      </MutedBody>
    </MutedCard>
  );
}

const Head = styled.div`
  padding: ${theme.space(8)} 0 ${theme.space(4)};
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-weight: 500;
`;

const ErrorLine = styled.p`
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;

const EmptyWrap = styled.section`
  display: grid;
  justify-items: center;
  gap: ${theme.space(3)};
  max-width: 440px;
  margin: 0 auto;
  padding: ${theme.space(12)} ${theme.space(4)} ${theme.space(16)};
  text-align: center;
`;

const EmptyIcon = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
  & svg { width: 32px; height: 32px; }
`;

const EmptyTitle = styled.h2`
  margin: ${theme.space(2)} 0 0;
  font-size: ${theme.size.xl};
`;

const EmptyText = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.color.textMuted};
`;

const MutedCard = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px dashed ${theme.color.border};
  background: ${theme.color.surfaceAlt};
`;

// Matches the photos of the cards beside it; alone in a phone's column it need not be as tall.
const MutedMedia = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 1;
  ${media.up('sm')} { aspect-ratio: 4 / 3; }
  color: ${theme.color.textMuted};
  opacity: 0.6;
`;

const MutedBody = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
`;

const MutedTitle = styled.h3`
  margin: 0;
  font-size: ${theme.size.lg};
  color: ${theme.color.textMuted};
`;

const MutedText = styled.p`
  margin: 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;
