// The paid content below the fold: deals, events, menu, video and FAQ, each present only when
// the catalogue entry carries it (the owner's plan includes it) and, for dated parts, only
// while it runs by this device's clock. Its own chunk: the page's first render does not wait.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useNow } from '@/hooks/use-now';
import { currentDeals, upcomingEvents, type ListingContent } from '../lib/listing-content';
import { DealsList } from './deals-list';
import { EventsList } from './events-list';
import { MenuList } from './menu-list';
import { VideoPoster } from './video-poster';
import { FaqList } from './faq-list';

export function ExtrasSections({ listing }: { listing: ListingContent }) {
  const now = useNow();
  const deals = currentDeals(listing, now);
  const events = upcomingEvents(listing, now);
  const zone = listing.timeZone;
  return (
    <>
      {deals.length > 0 && (
        <Block id="deals" title="Deals & offers">
          <DealsList deals={deals} timeZone={zone} />
        </Block>
      )}
      {events.length > 0 && (
        <Block id="events" title="Upcoming events">
          <EventsList events={events} timeZone={zone} now={now} />
        </Block>
      )}
      {!!listing.menu?.some((s) => s.items?.length) && (
        <Block id="menu" title="Menu">
          <MenuList menu={listing.menu} />
        </Block>
      )}
      {listing.videoUrl && (
        <Block id="video" title="Video">
          <VideoPoster url={listing.videoUrl} title={listing.title} />
        </Block>
      )}
      {!!listing.faq?.length && (
        <Block id="faq" title="Questions & answers">
          <FaqList faq={listing.faq} />
        </Block>
      )}
    </>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(8)};
  & > h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.size.xl};
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;
