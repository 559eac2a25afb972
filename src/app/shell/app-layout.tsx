import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Toaster } from '@/components/toaster';
import { LoadedPageTags } from '@/components/page-meta';
import { Header } from './header';
import { ConnectivityBanner } from './connectivity-banner';
import { SyncStatus } from './sync-status';
import { StorageFullBanner } from './storage-full-banner';
import { UpdatePrompt } from './update-prompt';
import { ScrollToTop } from './scroll-to-top';

// Below the fold on every page: keep it out of the first-render bundle.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

export function AppLayout() {
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <ConnectivityBanner />
      <SyncStatus />
      <StorageFullBanner />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <UpdatePrompt />
      <Toaster />
      <ScrollToTop />
      <LoadedPageTags />
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
`;

// The lazy footer must not sit in the first viewport while a page is still loading: content
// arriving above it would push it down, a layout shift of the whole visible footer.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  min-height: 100dvh;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 8px;
  z-index: 100;
  padding: 8px 16px;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.sm};
  &:focus { left: 8px; }
`;
