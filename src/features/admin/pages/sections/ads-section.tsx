// Ad Management: create sponsored ads and manage every ad on this device (ads replicate to
// every client), newest first. Every change goes through a callable (docs/admin.md).
import { useId, useRef } from 'react';
import { LoadError, SectionEmpty } from '../../components/section-states';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Megaphone } from '@/components/icons';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { useAds } from '@/features/ads';
import { AdForm } from '../../components/ad-form';
import { listingLabel } from '../../components/advertised-listing-field';
import { useAdminListings } from '../../data/use-admin-listings';
import { AdItem } from '../../components/ad-item';

export function AdsSection() {
  const id = useId();
  const { ads, loading, error } = useAds();
  const { listings } = useAdminListings();
  const names = new Map(listings.map((l) => [l.id, listingLabel(l)]));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const active = ads.filter((ad) => ad.isActive).length;
  // Newest first whatever order the device's copy returns.
  const sorted = [...ads].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Ad Management</Heading>
      <Intro>
        Sponsored ads show on the homepage, the listings page, the pricing page and listing pages. The newest active ad of a placement is the one
        shown. Listing pages on a paid plan show no ads, or only their own owner’s.
      </Intro>
      <AdForm listings={listings} />
      <ListHeader>
        <ListTitle id={`${id}-list`} ref={listHeading} tabIndex={-1}>
          All ads
        </ListTitle>
        {!loading && ads.length > 0 && (
          <Count>
            {ads.length} ad{ads.length === 1 ? '' : 's'} · {active} active
          </Count>
        )}
      </ListHeader>
      <LoadError message={error} />
      {loading ? (
        <List aria-label="Loading ads" aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton $h="330px" $radius="18px" />
            </li>
          ))}
        </List>
      ) : sorted.length > 0 ? (
        <List aria-labelledby={`${id}-list`}>
          {sorted.map((ad) => (
            <AdItem key={ad.id} ad={ad} advertised={names.get(ad.advertisedListingId)} onDeleted={() => listHeading.current?.focus()} />
          ))}
        </List>
      ) : (
        !error && (
          <SectionEmpty icon={<Megaphone />} title="No ads yet" hint="Create your first sponsored ad above; it goes live on its placement at once." />
        )
      )}
    </section>
  );
}

const Intro = styled.p`
  margin: -${theme.space(2)} 0 ${theme.space(5)};
  max-width: 70ch;
  color: ${theme.color.textMuted};
`;

const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: ${theme.space(8)} 0 ${theme.space(4)};
`;

const ListTitle = styled.h3`
  margin: 0;
  font-size: ${theme.size.lg};
  &:focus {
    outline: none;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;
