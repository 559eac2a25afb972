// Deals, offers and discounts still running by this device's clock, with their type and end.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Percent } from '@/components/icons';
import { formatEnds, type ShownDeal } from '../lib/listing-content';

export function DealsList({ deals, timeZone }: { deals: readonly ShownDeal[]; timeZone?: string }) {
  return (
    <List data-testid="deals">
      {deals.map((deal, i) => (
        <li key={`${i}-${deal.title}`}>
          <Percent size={18} aria-hidden="true" />
          <div>
            <Type>{deal.type}</Type>
            <Title>{deal.title}</Title>
            {deal.endsAt !== null && <Ends>{formatEnds(deal.endsAt, timeZone)}</Ends>}
          </div>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(3)};
    padding: 12px 14px;
    border-radius: ${theme.radius.md};
    background: ${theme.color.primarySoft};
    color: ${theme.color.primaryDeep};
  }
  li > svg { flex: none; margin-top: 2px; }
`;

const Type = styled.span`
  display: block;
  font-size: ${theme.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Title = styled.span`
  display: block;
  font-weight: 600;
  color: ${theme.color.text};
  overflow-wrap: anywhere;
`;

const Ends = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${theme.size.sm};
`;
