// The public page's app (docs/decisions/0044): an entry of its own, with React, imported by the
// boot script (main.tsx) once the server's markup is on screen. It starts when it is evaluated; the
// boot script then plays the taps it recorded meanwhile (boot/early-taps.ts).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reloadOnPreloadError } from '../features/errors/lib/chunk-reload.ts';
import { followSystemTheme } from './app/follow-system-theme.ts';
import { PublicApp } from './app/public-app.tsx';
import { readServerPage, ServerPageContext } from './ssr/server-page.ts';
import { keepTypedValues } from './ssr/typed-before-hydration.ts';

// An old tab after a deploy asks for a lazy chunk that no longer exists: reload (once a minute at most).
reloadOnPreloadError();
followSystemTheme();

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
// makes React finish hydrating at once and then handle it. What the client sees does not change:
// the markup is already on screen. Taps made before this point are played by the boot script right
// after this module has run, on the same elements: a click on markup not hydrated yet makes React
// hydrate it at once, then run its handler.
if (server) {
  // Text typed into the server's fields meanwhile: hydration resets them to the app's state.
  keepTypedValues(root);
  startTransition(() => void hydrateRoot(root, app));
}
else createRoot(root).render(app);
