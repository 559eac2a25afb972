import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/app';
import { startBackgroundServices } from './app/background';
import { prefetchSnapshots } from './lib/db/snapshots';

// The first screen's snapshot is read while React and the page's chunk load (not after).
void prefetchSnapshots();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Firebase, sync and the service worker start after the first paint from local data.
requestAnimationFrame(() => setTimeout(startBackgroundServices, 0));
