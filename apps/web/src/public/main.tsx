// First: the dark palette on <html> before anything renders (no inline script: the CSP forbids it).
import './app/boot-theme.ts';
import './public.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnPreloadError } from '../features/errors/lib/chunk-reload.ts';
import { PublicApp } from './app/public-app.tsx';
import { readServerPage, ServerPageContext } from './ssr/server-page.ts';

// An old tab after a deploy asks for a lazy chunk that no longer exists: reload (once a minute at most).
reloadOnPreloadError();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// /p/{slug} comes rendered by the server with its state beside it (docs/decisions/0032): hydrate
// that markup. Other public pages, or a server without the SSR build, send an empty #root.
const server = readServerPage();
const app = (
  <StrictMode>
    <ServerPageContext value={server}>
      <PublicApp />
    </ServerPageContext>
  </StrictMode>
);
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole document in one task (decision 0041): a tap meanwhile
// makes React finish hydrating at once and then handles it. What the client sees does not change:
// the markup is already on screen.
if (server) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
