// React DOM on its own: src/main.tsx imports it before the app (src/app/boot.tsx), so their
// evaluations are two tasks of a slow phone's main thread instead of one long one.
export { createRoot, hydrateRoot } from 'react-dom/client';
