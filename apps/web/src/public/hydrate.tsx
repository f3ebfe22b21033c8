// The public page's app (docs/decisions/0044): an entry of its own, with React, imported by the
// boot script (main.tsx) once the server's markup is on screen. It starts in the task after its
// evaluation; the boot script then plays the taps it recorded meanwhile (boot/early-taps.ts).
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

/**
 * Hydrates (or, without server markup, renders) the page. Not while this module is evaluated: on a
 * phone, evaluating React DOM and the app is one long task already (~100 ms at Lighthouse's 4×
 * CPU), and reading the server's state, keeping typed text and hydrateRoot's listeners made it
 * ~40 ms longer (decision 0084). A task of its own lets the browser paint or answer in between.
 */
function start(root: HTMLElement): void {
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
  // the markup is already on screen. Taps made before this point are played by the boot script once
  // `started` has settled, on the same elements: a click on markup not hydrated yet makes React
  // hydrate it at once, then run its handler.
  if (server) {
    // Text typed into the server's fields meanwhile: hydration resets them to the app's state.
    keepTypedValues(root);
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}

// Once React listens on #root, the boot script plays the taps it recorded (main.tsx). An event, not
// an export: the build does not keep an entry's export names.
setTimeout(() => {
  start(root);
  document.dispatchEvent(new Event('trato:public-app-started'));
}, 0);
