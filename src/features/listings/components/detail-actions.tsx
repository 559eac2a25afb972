// The listing page's row of actions under its name, as maps apps lay them out: an icon in a
// circle over a short label, in equal columns on a phone. Call leads on phones and tablets; from
// the two-column width the information card beside it carries the same number (Contact Business).
import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';
import { Globe, Link2, Mail, MapPin, Phone } from '@/components/icons';
import { toast } from '@/stores/toast-store';
import { isWebLink } from '@shared/listing-fields';
import type { ListingEvent } from '@/lib/usage';
import { FavoriteSlot } from './favorite-slot';
import type { CatalogListing } from '../data/catalog-schema';
import { directionsUrl } from '../lib/directions';
import { telUrl } from '../lib/contact-links';
import { useUserAgent } from '@/hooks/use-user-agent';
import { ellipsis, media } from '@/lib/style';

interface Props {
  listing: CatalogListing;
  /** Counts a tap (anonymous usage counts); the page decides whether this listing's taps count. */
  onTap: (event: ListingEvent) => void;
}

export function DetailActions({ listing, onTap }: Props) {
  const tel = telUrl(listing.telephone);
  const mail = !tel && listing.email ? `mailto:${listing.email}` : null;
  const userAgent = useUserAgent();
  const directions = directionsUrl(listing.location, listing.title, userAgent);
  const website = listing.website && isWebLink(listing.website) ? listing.website : null;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      onTap('share');
      toast({ title: 'Link Copied!', description: 'Share it with your friends.', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the link. Copy it from the address bar instead.', variant: 'destructive' });
    }
  };

  return (
    <Row data-testid="detail-actions">
      {tel && (
        <ActionLink href={tel} data-primary data-narrow-only onClick={() => onTap('contact_phone')}>
          <Phone size={20} aria-hidden="true" />
          <span>Call</span>
        </ActionLink>
      )}
      {mail && (
        <ActionLink href={mail} data-primary data-narrow-only onClick={() => onTap('contact_email')}>
          <Mail size={20} aria-hidden="true" />
          <span>Email</span>
        </ActionLink>
      )}
      {directions && (
        // A geo: link hands over to the maps app itself: a new tab would stay behind empty.
        <ActionLink
          href={directions}
          target={directions.startsWith('https:') ? '_blank' : undefined}
          rel="noopener noreferrer"
          onClick={() => onTap('directions')}
        >
          <MapPin size={20} aria-hidden="true" />
          <span>Directions</span>
        </ActionLink>
      )}
      <SaveAction listingId={listing.id} title={listing.title} appearance="inline" />
      <ActionButton type="button" onClick={handleCopy}>
        <Link2 size={20} aria-hidden="true" />
        <span>Copy link</span>
      </ActionButton>
      {website && (
        <ActionLink href={website} target="_blank" rel="noopener noreferrer" onClick={() => onTap('contact_website')}>
          <Globe size={20} aria-hidden="true" />
          <span>Website</span>
        </ActionLink>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${theme.space(1)};
  ${media.up('sm')} {
    grid-auto-columns: 88px;
    justify-content: start;
  }
`;

// One look for links, buttons and the favourite button (&& outweighs its own inline styles).
const action = css`
  && {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    min-width: 0;
    min-height: 0;
    padding: ${theme.space(1)} 0;
    border: 0;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: ${theme.color.text};
    font: inherit;
    font-size: ${theme.size.xs};
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  && > svg {
    box-sizing: content-box;
    flex: none;
    width: 20px;
    height: 20px;
    padding: 12px;
    border-radius: 50%;
    background: ${theme.color.primarySoft};
    color: ${theme.color.primary};
    transition: background-color 120ms ease, color 120ms ease;
  }
  && > span {
    max-width: 100%;
    ${ellipsis}
  }
  &&:hover > svg { box-shadow: inset 0 0 0 1px ${theme.color.primary}; }
  &&[data-primary] > svg,
  &&[aria-pressed='true'] > svg {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  ${media.up('md')} {
    &&[data-narrow-only] { display: none; }
  }
`;

const ActionLink = styled.a`
  ${action}
`;

const ActionButton = styled.button`
  ${action}
`;

const SaveAction = styled(FavoriteSlot)`
  ${action}
`;
