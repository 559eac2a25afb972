// Public surface of the bookings feature: the listing page's card and the owner's section. The
// diner's page (/bookings) is loaded by path in the router.
export { BookTableCard, type BookingOffer } from './components/book-table-card';
export { OwnerBookings } from './components/owner-bookings';
