// Upcoming events in the listing's own time zone (a diner elsewhere sees the zone named).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import type { ListingEvent } from '@shared/listing-extras';
import { formatEventWhen, isHappening } from '../lib/listing-content';

const MONTH = { month: 'short' } as const;
const DAY = { day: 'numeric' } as const;

function part(t: number, zone: string | undefined, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone || undefined }).format(t);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(t);
  }
}

interface Props {
  events: readonly ListingEvent[];
  timeZone?: string;
  now: number;
}

export function EventsList({ events, timeZone, now }: Props) {
  return (
    <List data-testid="events">
      {events.map((event, i) => (
        <li key={`${i}-${event.startsAt}-${event.title}`}>
          <DateTile aria-hidden="true">
            <span>{part(event.startsAt, timeZone, MONTH)}</span>
            <strong>{part(event.startsAt, timeZone, DAY)}</strong>
          </DateTile>
          <div>
            <Title>
              {event.title}
              {isHappening(event, now) && <Now>Happening now</Now>}
            </Title>
            <When>{formatEventWhen(event, timeZone)}</When>
            {event.description && <Desc>{event.description}</Desc>}
          </div>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${theme.space(4)}; align-items: flex-start; }
`;

const DateTile = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 56px;
  padding: 6px 0;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  span { font-size: ${theme.size.xs}; font-weight: 700; text-transform: uppercase; color: ${theme.color.primary}; }
  strong { font-size: ${theme.size.xl}; line-height: 1.1; }
`;

const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0 !important;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Now = styled.span`
  padding: 1px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.successSoft};
  color: ${theme.color.success};
  font-size: ${theme.size.xs};
`;

const When = styled.p`
  margin: 2px 0 0 !important;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;

const Desc = styled.p`
  margin: ${theme.space(1)} 0 0 !important;
  font-size: ${theme.size.sm};
  line-height: 1.6 !important;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
