import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Clock, Globe, Mail, MessageSquare, Phone, Tag } from '@/components/icons';
import { recordListingEvent, type ListingEvent } from '@/lib/usage';
import { FacebookIcon, InstagramIcon, XIcon } from '@/components/brand-icons';
import type { CatalogListing } from '../data/catalog-schema';
import { PRICE_LABELS } from '../lib/categories';
import { hasHours } from '../lib/hours';
import { telUrl, whatsAppUrl } from '../lib/contact-links';
import { OpenStatusLabel } from './open-status-label';
import { WeekHours } from './detail-hours';
import { media } from '@/lib/style';

interface Props {
  listing: CatalogListing;
  /** Count the diner's taps on its links (anonymous usage counts): public listings only. */
  countTaps?: boolean;
}

export function InfoCard({ listing, countTaps = false }: Props) {
  // Website, price range and social links are plan features: absent from the entry, absent here.
  const price = listing.priceRange;
  const tap = (event: ListingEvent) => () => {
    if (countTaps) recordListingEvent(event, listing.id);
  };
  const whatsApp = whatsAppUrl(listing.whatsapp);
  const tel = telUrl(listing.telephone);
  const contact = tel ? { href: tel, event: 'contact_phone' as const, Icon: Phone } : listing.email ? { href: `mailto:${listing.email}`, event: 'contact_email' as const, Icon: Mail } : null;
  const social = listing.socialMedia ?? {};
  const socialLinks = [
    { href: social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: social.twitter, label: 'Twitter', Icon: XIcon },
  ].filter((s) => !!s.href);

  return (
    <Card aria-labelledby="info-heading">
      <h2 id="info-heading">Information</h2>
      {contact && (
        // Beside the page's action row from the two-column width; narrower, that row's Call leads.
        <Contact href={contact.href} onClick={tap(contact.event)}>
          <contact.Icon size={18} aria-hidden="true" /> Contact Business
        </Contact>
      )}
      <Row>
        <Phone size={18} aria-hidden="true" />
        <div>
          <Label>Phone</Label>
          {listing.telephone && tel ? (
            <a href={tel} onClick={tap('contact_phone')}>
              {listing.telephone}
            </a>
          ) : (
            <Muted>Not listed</Muted>
          )}
        </div>
      </Row>
      {listing.email && (
        <Row>
          <Mail size={18} aria-hidden="true" />
          <div>
            <Label>E-mail</Label>
            <a href={`mailto:${listing.email}`} onClick={tap('contact_email')}>
              {listing.email}
            </a>
          </div>
        </Row>
      )}
      {whatsApp && (
        <Row>
          <MessageSquare size={18} aria-hidden="true" />
          <div>
            <Label>WhatsApp</Label>
            <a href={whatsApp} target="_blank" rel="noopener noreferrer" onClick={tap('contact_whatsapp')}>
              Message on WhatsApp
            </a>
          </div>
        </Row>
      )}
      <Row>
        <Clock size={18} aria-hidden="true" />
        <div style={{ flex: 1 }}>
          <Label>Opening hours</Label>
          <Status listing={listing} />
          {hasHours(listing.openingHours) && <WeekHours listing={listing} />}
        </div>
      </Row>
      {listing.website && (
        <Row>
          <Globe size={18} aria-hidden="true" />
          <div>
            <Label>Website</Label>
            <a href={listing.website} target="_blank" rel="noopener noreferrer" onClick={tap('contact_website')}>
              {listing.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </div>
        </Row>
      )}
      {price && (
        <Row>
          <Tag size={18} aria-hidden="true" />
          <div>
            <Label>Price range</Label>
            <span data-testid="price-range">
              {price} · {PRICE_LABELS[price]}
            </span>
          </div>
        </Row>
      )}
      {socialLinks.length > 0 && (
        <Social aria-label="Social links">
          {socialLinks.map(({ href, label, Icon }) => (
            <a key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={tap('contact_social')}>
              <Icon size={18} aria-hidden="true" />
            </a>
          ))}
        </Social>
      )}
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
  h2 { margin: 0; font-size: ${theme.size.lg}; }
  a { color: ${theme.color.primary}; word-break: break-word; }
`;

// The card's own contact button shows where the card sits beside the page (two columns).
const Contact = styled.a`
  && {
    display: none;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 18px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font-weight: 600;
    text-decoration: none;
  }
  &&:hover { background: ${theme.color.primaryHover}; }
  && svg { color: inherit; }
  ${media.up('md')} {
    && { display: inline-flex; }
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  svg { margin-top: 2px; color: ${theme.color.textMuted}; flex: none; }
`;

const Label = styled.div`
  font-size: ${theme.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.color.textMuted};
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
`;

const Status = styled(OpenStatusLabel)`
  margin: ${theme.space(1)} 0;
`;


const Social = styled.nav`
  display: flex;
  gap: ${theme.space(2)};
  a {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 1px solid ${theme.color.border};
    color: ${theme.color.text};
  }
`;
