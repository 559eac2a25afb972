// The pages `npm run screens` photographs, by who is signed in. `:edit` means "the first listing
// this person can edit", found on the list before it.
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1280, height: 800, mobile: false },
];

const GUEST = { name: 'guest' };
const DINER = { name: 'diner', email: 'diner@forkful.test', password: 'Diner123!' };
const OWNER = { name: 'owner', email: 'owner@forkful.test', password: 'Owner123!' };
const ADMIN = { name: 'admin', email: 'admin@forkful.test', password: 'Admin123!' };

export const SCREEN_PAGES = [
  {
    who: GUEST,
    paths: [
      '/',
      '/listings',
      '/listings?category=bakery',
      '/listing/seed-001',
      '/listing/seed-059',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/pricing',
      '/login',
      '/signup',
      '/register',
      '/forgot-password',
      '/payment/cancelled',
      '/no-such-page',
    ],
  },
  { who: DINER, paths: ['/favorites', '/bookings', '/user-dashboard', '/user-dashboard/settings'] },
  {
    who: OWNER,
    paths: [
      '/user-dashboard',
      '/user-dashboard/listings',
      '/user-dashboard/listings:edit',
      '/user-dashboard/new-listing',
      '/user-dashboard/reviews',
      '/user-dashboard/notifications',
      '/user-dashboard/leads',
      '/user-dashboard/bookings',
      '/user-dashboard/analytics',
      '/user-dashboard/settings',
      '/checkout?plan=gold',
      '/payment/success',
    ],
  },
  {
    who: ADMIN,
    paths: [
      '/admin',
      '/admin/listings',
      '/admin/listings:edit',
      '/admin/new-listing',
      '/admin/reports',
      '/admin/users',
      '/admin/ads',
      '/admin/analytics',
      '/admin/inbox',
    ],
  },
];
