import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useNow } from '@/hooks/use-now';
import { Clock, Globe, Mail, MessageSquare, Phone, Tag } from '@/components/icons';
import { recordListingEvent, type ListingEvent } from '@/lib/usage';
import { FacebookIcon, InstagramIcon, XIcon } from '@/components/brand-icons';
import { WEEKDAYS, type CatalogListing } from '../data/catalog-schema';
import { PRICE_LABELS, priceOf } from '../lib/categories';
import { DAY_LABELS, formatDay, hasHours } from '../lib/hours';
import { weekdayIn } from '../lib/open-status';
import { whatsAppUrl } from '../lib/contact-links';
import { OpenStatusLabel } from './open-status-label';

interface Props {
  listing: CatalogListing;
  /** Count the diner's taps on its links (anonymous usage counts): public listings only. */
  countTaps?: boolean;
}

export function InfoCard({ listing, countTaps = false }: Props) {
  const price = priceOf(listing.priceRange);
  const tap = (event: ListingEvent) => () => {
    if (countTaps) recordListingEvent(event, listing.id);
  };
  const whatsApp = whatsAppUrl(listing.whatsapp);
  // "Today" is the listing's own day: late evening in one zone is already tomorrow in another.
  const today = weekdayIn(listing.timeZone, useNow());
  const social = listing.socialMedia ?? {};
  const socialLinks = [
    { href: social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: social.twitter, label: 'Twitter', Icon: XIcon },
  ].filter((s) => !!s.href);

  return (
    <Card aria-labelledby="info-heading">
      <h2 id="info-heading">Information</h2>
      <Row>
        <Phone size={18} aria-hidden="true" />
        <div>
          <Label>Phone</Label>
          {listing.telephone ? (
            <a href={`tel:${listing.telephone.replace(/[^\d+]/g, '')}`} onClick={tap('contact_phone')}>
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
          {hasHours(listing.openingHours) && (
            <Hours>
              <tbody>
                {WEEKDAYS.map((d) => (
                  <tr key={d} aria-current={d === today ? 'date' : undefined}>
                    <th scope="row">{DAY_LABELS[d]}</th>
                    <td>{formatDay(listing.openingHours, d)}</td>
                  </tr>
                ))}
              </tbody>
            </Hours>
          )}
        </div>
      </Row>
      <Row>
        <Globe size={18} aria-hidden="true" />
        <div>
          <Label>Website</Label>
          {listing.website ? (
            <a href={listing.website} target="_blank" rel="noopener noreferrer" onClick={tap('contact_website')}>
              {listing.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          ) : (
            <Muted>Not listed</Muted>
          )}
        </div>
      </Row>
      <Row>
        <Tag size={18} aria-hidden="true" />
        <div>
          <Label>Price range</Label>
          <span data-testid="price-range">
            {price} · {PRICE_LABELS[price]}
          </span>
        </div>
      </Row>
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

const Hours = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.size.sm};
  th { text-align: left; font-weight: 500; padding: 2px 12px 2px 0; }
  td { text-align: right; padding: 2px 0; white-space: nowrap; }
  tr[aria-current='date'] { font-weight: 700; color: ${theme.color.primary}; }
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
