import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/app';
import { startBackgroundServices } from './app/background';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Firebase, sync and the service worker start after the first paint from local data.
requestAnimationFrame(() => setTimeout(startBackgroundServices, 0));
