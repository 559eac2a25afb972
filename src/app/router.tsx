// Routes of the app. Every page is its own chunk, so a first visit loads only its route
// (scripts/size-report.mjs measures / and /listings against the budget).
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, useSearchParams, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/spinner';
import { PageMeta } from '@/components/page-meta';
import { listingsMeta } from '@shared/page-meta';
import { DashboardRedirect, RequireAdmin, RequireAuth } from '@/features/auth';
import { AppLayout } from './shell/app-layout';
import { lazyPage } from './lazy-page';

function section(node: ReactNode, name: string) {
  return (
    <ErrorBoundary section={name}>
      <Suspense fallback={<Spinner />}>{node}</Suspense>
    </ErrorBoundary>
  );
}

/** An old path of a page: same page, query kept (checkout's session_id). */
function MovedTo({ path }: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: path, search }} replace />;
}

// Titles and search-result descriptions of the public pages whose content does not vary (a
// listing's own come from its data, on its page).
const META = {
  about: { title: 'About — Forkful', description: 'Forkful is a local dining directory of honest listings from neighbourhood places, built to keep working offline.' },
  contact: { title: 'Contact — Forkful', description: 'Questions about a listing, your plan or the app? Send the Forkful team a message.' },
  privacy: { title: 'Privacy Policy — Forkful', description: 'What Forkful stores about you and your device, what it never collects, and how to have your account deleted.' },
  terms: { title: 'Terms of Service — Forkful', description: 'The terms for using Forkful: accounts, listings, reviews, plans and payments.' },
  pricing: {
    title: 'Pricing — Forkful',
    description: 'List your restaurant, coffee shop, bakery, cafe or fast-food place on Forkful: a free Basic listing, or Silver, Gold and Platinum plans with photos, offers and featured spots.',
  },
};

function withMeta(meta: { title: string; description: string }, node: ReactNode) {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      {node}
    </>
  );
}

/** /listings: named by its category and search words, as the server names it. */
function ListingsMeta() {
  const [params] = useSearchParams();
  return <PageMeta {...listingsMeta({ q: params.get('q'), category: params.get('category') })} />;
}

function withListingsMeta(node: ReactNode) {
  return (
    <>
      <ListingsMeta />
      {node}
    </>
  );
}

const checkoutPages = () => import('@/features/plans/pages/checkout-pages');

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: section(lazyPage(() => import('@/features/home/pages/home-page'), 'HomePage'), 'the home page') },
      {
        path: 'listings',
        element: withListingsMeta(section(lazyPage(() => import('@/features/listings/pages/listings-page'), 'ListingsPage'), 'the listings')),
      },
      {
        path: 'listing/:id',
        element: section(lazyPage(() => import('@/features/listings/pages/listing-detail-page'), 'ListingDetailPage'), 'this listing'),
      },
      { path: 'about', element: withMeta(META.about, section(lazyPage(() => import('@/features/marketing/pages/about-page'), 'AboutPage'), 'this page')) },
      { path: 'contact', element: withMeta(META.contact, section(lazyPage(() => import('@/features/marketing/pages/contact-page'), 'ContactPage'), 'this page')) },
      { path: 'privacy', element: withMeta(META.privacy, section(lazyPage(() => import('@/features/marketing/pages/privacy-page'), 'PrivacyPage'), 'this page')) },
      { path: 'terms', element: withMeta(META.terms, section(lazyPage(() => import('@/features/marketing/pages/terms-page'), 'TermsPage'), 'this page')) },
      { path: 'pricing', element: withMeta(META.pricing, section(lazyPage(() => import('@/features/marketing/pages/pricing-page'), 'PricingPage'), 'this page')) },
      // Checkout: Stripe Embedded Checkout, our emulator-only card form, and where checkout
      // returns (docs/payments.md).
      {
        path: 'checkout',
        element: <RequireAuth>{section(lazyPage(checkoutPages, 'CheckoutPage'), 'the checkout')}</RequireAuth>,
      },
      // The emulators' stand-in for Stripe's card form: a build for a real project has neither the
      // route nor its code (the constant is the build's, so the branch is dropped).
      ...(import.meta.env.VITE_LOCAL_STACK === 'true'
        ? [{ path: 'test-checkout', element: section(lazyPage(() => import('@/features/plans/pages/test-checkout-page'), 'TestCheckoutPage'), 'the test checkout') }]
        : []),
      {
        path: 'payment/success',
        element: section(lazyPage(checkoutPages, 'PaymentSuccessPage'), 'this page'),
      },
      {
        path: 'payment/cancelled',
        element: section(lazyPage(checkoutPages, 'PaymentCancelledPage'), 'this page'),
      },
      { path: 'payment-success', element: <MovedTo path="/payment/success" /> },
      { path: 'payment-cancelled', element: <MovedTo path="/payment/cancelled" /> },
      { path: 'login', element: section(lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage'), 'the sign-in page') },
      { path: 'signup', element: section(lazyPage(() => import('@/features/auth/pages/signup-page'), 'SignupPage'), 'the sign-up page') },
      { path: 'register', element: section(lazyPage(() => import('@/features/auth/pages/register-page'), 'RegisterPage'), 'the sign-up page') },
      {
        path: 'forgot-password',
        element: section(lazyPage(() => import('@/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'), 'this page'),
      },
      {
        path: 'update-password',
        element: section(lazyPage(() => import('@/features/auth/pages/update-password-page'), 'UpdatePasswordPage'), 'this page'),
      },
      // A loading screen, then by role; tiny, so part of the app rather than a chunk.
      { path: 'dashboard', element: <DashboardRedirect /> },
      {
        path: 'bookings',
        element: <RequireAuth>{section(lazyPage(() => import('@/features/bookings/pages/my-bookings-page'), 'MyBookingsPage'), 'your bookings')}</RequireAuth>,
      },
      {
        path: 'favorites',
        element: <RequireAuth>{section(lazyPage(() => import('@/features/favorites/pages/favorites-page'), 'FavoritesPage'), 'your favorites')}</RequireAuth>,
      },
      // The shells route their own sections (Overview, My Listings, …) under these paths, so
      // neither dashboard adds a byte to the first render.
      {
        path: 'user-dashboard/*',
        element: <RequireAuth>{section(lazyPage(() => import('@/features/owner/pages/user-dashboard-shell'), 'UserDashboardShell'), 'your dashboard')}</RequireAuth>,
      },
      {
        path: 'admin/*',
        element: <RequireAdmin>{section(lazyPage(() => import('@/features/admin/pages/admin-shell'), 'AdminShell'), 'the admin area')}</RequireAdmin>,
      },
      { path: '*', element: section(lazyPage(() => import('@/components/not-found'), 'NotFound'), 'this page') },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes): the data-router machinery of
 * createBrowserRouter costs ~10 KiB gzip on the first render and we use none of it.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
