/**
 * Toasts, with sonner loaded by the first toast (issue 33): its ~33 KB of script (~9 KB compressed)
 * was part of every page's first load, though no first screen shows a toast. The app calls these as
 * it called sonner's `toast`; the first call loads sonner and shows its toast once it has arrived
 * (sonner's Toaster, mounted by app/providers.tsx when the module is there, replays toasts created
 * before it subscribed).
 */
import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let announce: (module: Sonner) => void = () => undefined;

/** The module, once loaded (undefined before). */
export const loadedSonner = (): Sonner | undefined => loaded;

/** Resolves when sonner has loaded, whoever asked for it (the Toaster waits on it). */
export const sonnerLoaded = new Promise<Sonner>((resolve) => (announce = resolve));

/** Loads sonner (once); every caller gets the same module. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    loaded = module;
    announce(module);
    return module;
  });
  return loading;
}

function show(call: (sonner: Sonner) => void): void {
  if (loaded) call(loaded);
  // A chunk that fails to load (a deploy replaced it) loses the toast, never the action it reports.
  else void loadSonner().then(call, () => undefined);
}

type Options = ExternalToast;

export const toast = Object.assign((message: ReactNode, options?: Options) => show((s) => void s.toast(message, options)), {
  success: (message: ReactNode, options?: Options) => show((s) => void s.toast.success(message, options)),
  error: (message: ReactNode, options?: Options) => show((s) => void s.toast.error(message, options)),
  info: (message: ReactNode, options?: Options) => show((s) => void s.toast.info(message, options)),
  dismiss: (id?: string | number) => show((s) => void s.toast.dismiss(id)),
});
