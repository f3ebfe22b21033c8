import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Every React root a web test mounts goes through here, so the setup file (setup.ts) can unmount all
 * of them after each test. The web files share one jsdom and one module graph per worker (isolate:
 * false, decision 0055): a root left mounted — a second render in one test, or a helper module whose
 * own afterEach registered only for the first file that imported it — kept its Toaster's timers firing
 * while later files ran, and once while the worker closed, which failed the run.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<Root>();

/** `createRoot`, tracked: unmounted by the setup file after the test unless the test did it first. */
export function mountRoot(container: Element | DocumentFragment): Root {
  return tracked(createRoot(container));
}

/** `hydrateRoot` of server markup already in `container`, tracked the same way. */
export function hydrateTracked(container: Element, children: ReactNode): Root {
  return tracked(hydrateRoot(container, children));
}

function tracked(root: Root): Root {
  const unmount = root.unmount.bind(root);
  root.unmount = () => {
    mounted.delete(root);
    unmount();
  };
  mounted.add(root);
  return root;
}

/** Unmounts every root still mounted and empties the page. */
export function unmountAll() {
  for (const root of [...mounted]) act(() => root.unmount());
  document.body.innerHTML = '';
}
