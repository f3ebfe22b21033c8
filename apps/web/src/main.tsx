// First: dark palette and workspace colour on <html> before anything renders.
import './app/boot-theme.ts';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadForChunkError } from './features/errors/lib/chunk-reload.ts';

// Vite reports a failed preload of a lazy chunk here (e.g. an old tab after a deploy).
window.addEventListener('vite:preloadError', (event) => {
  const payload = (event as Event & { payload?: unknown }).payload;
  if (reloadForChunkError(payload ?? new Error('Failed to fetch dynamically imported module'))) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
