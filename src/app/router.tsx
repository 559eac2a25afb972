// Routes of the app. Every page is its own chunk, so a first visit loads only its route
// (scripts/size-report.mjs measures / and /listings against the budget).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/spinner';
import { AppLayout } from './shell/app-layout';

function lazyPage<M>(load: () => Promise<M>, name: keyof M) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Page />;
}

function section(node: ReactNode, name: string) {
  return (
    <ErrorBoundary section={name}>
      <Suspense fallback={<Spinner />}>{node}</Suspense>
    </ErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: section(lazyPage(() => import('@/features/home/pages/home-page'), 'HomePage'), 'the home page') },
      { path: 'listings', element: section(lazyPage(() => import('@/features/listings/pages/listings-page'), 'ListingsPage'), 'the listings') },
      {
        path: 'listing/:id',
        element: section(lazyPage(() => import('@/features/listings/pages/listing-detail-page'), 'ListingDetailPage'), 'this listing'),
      },
      { path: 'about', element: section(lazyPage(() => import('@/features/marketing/pages/about-page'), 'AboutPage'), 'this page') },
      { path: 'contact', element: section(lazyPage(() => import('@/features/marketing/pages/contact-page'), 'ContactPage'), 'this page') },
      { path: 'pricing', element: section(lazyPage(() => import('@/features/marketing/pages/pricing-page'), 'PricingPage'), 'this page') },
      ...['login', 'register', 'forgot-password', 'update-password', 'favorites', 'dashboard', 'user-dashboard/*', 'admin/*'].map((path) => ({
        path,
        element: section(lazyPage(() => import('@/features/marketing/pages/coming-soon-page'), 'ComingSoonPage'), 'this page'),
      })),
      { path: '*', element: section(lazyPage(() => import('@/features/marketing/pages/not-found-page'), 'NotFoundPage'), 'this page') },
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
