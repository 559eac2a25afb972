// Routes of the app. Home and browse are eager (first render); everything else is lazy.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home/pages/home-page';
import { ListingsPage } from '@/features/listings/pages/listings-page';
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
      { index: true, element: section(<HomePage />, 'the home page') },
      { path: 'listings', element: section(<ListingsPage />, 'the listings') },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
