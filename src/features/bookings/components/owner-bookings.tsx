// The owner dashboard's Bookings: requests and bookings for every listing (accept, decline,
// cancel), then each listing's booking rules. Needs a connection: all of it is decided on the server.
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Notice } from '@/components/notice';
import { ButtonLink } from '@/components/button';
import { featuresOf, lockedNote } from '@shared/plan-features';
import type { PlanName } from '@shared/plans';
import { BookingRulesForm } from './booking-rules-form';
import { BookingsList } from './bookings-list';

interface Props {
  listings: { id: string; title: string; approved: boolean }[];
  plan: PlanName | null;
  loading: boolean;
}

export function OwnerBookings({ listings, plan, loading }: Props) {
  const offered = featuresOf(plan).has('bookings');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Wrap aria-labelledby="bookings-heading">
      <div>
        <BookingsList side="owner" titleId="bookings-heading" title={<h2 id="bookings-heading">Bookings</h2>} emptyHint="When diners request a table on one of your listing pages, the request arrives here and in your e-mail." />
      </div>
      <section aria-labelledby="booking-rules-heading">
        <h2 id="booking-rules-heading">Booking rules</h2>
        {!offered && !loading && (
          <PlanLine role="note">
            {lockedNote('bookings', plan)}: diners can’t request tables on your listing pages.{' '}
            <ButtonLink to="/pricing" $size="sm" $variant="secondary">
              See plans
            </ButtonLink>
          </PlanLine>
        )}
        {!loading && listings.length === 0 && <Hint>Add a listing first: each listing has its own booking rules.</Hint>}
        <Rules>
          {listings.map((listing) => (
            <li key={listing.id}>
              <details open={open === listing.id} onToggle={(e) => e.currentTarget.open !== (open === listing.id) && setOpen(e.currentTarget.open ? listing.id : null)}>
                <summary>
                  <span>{listing.title || 'Untitled listing'}</span>
                  {!listing.approved && <Hint as="span"> · shown to diners once approved</Hint>}
                </summary>
                {open === listing.id && <BookingRulesForm listingId={listing.id} listingTitle={listing.title || 'this listing'} offered={offered} />}
              </details>
            </li>
          ))}
        </Rules>
      </section>
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  gap: ${theme.space(8)};
  h2 {
    margin: 0 0 ${theme.space(3)};
  }
`;

const Rules = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  details {
    padding: ${theme.space(3)} ${theme.space(4)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  details[open] summary {
    margin-bottom: ${theme.space(3)};
  }
  summary {
    min-height: 32px;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  font-weight: 400;
`;

const PlanLine = styled(Notice)`
  margin-bottom: ${theme.space(4)};
`;
