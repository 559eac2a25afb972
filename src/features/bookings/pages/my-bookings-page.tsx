// /bookings: the signed-in diner's table bookings, live from the server (they need a
// connection: a booking's state is the restaurant's answer). Login is enforced by the route guard.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Container, PageTitle } from '@/components/layout';
import { BookingsList } from '../components/bookings-list';

export function MyBookingsPage() {
  return (
    <Container>
      <Page>
        <BookingsList
          side="diner"
          titleId="my-bookings-heading"
          title={<PageTitle id="my-bookings-heading">My bookings</PageTitle>}
          emptyHint="Book a table on a restaurant’s page: its free times, your party size, and it’s confirmed here and by e-mail."
        />
      </Page>
    </Container>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(8)} 0 ${theme.space(12)};
`;
