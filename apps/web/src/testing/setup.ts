import { afterEach, vi } from 'vitest';
import { unmountAll } from './mount.ts';

// Web tests' setup file (vitest.config.ts): it runs before every web test file, so this hook holds for
// each file even though the files of a worker share one jsdom and one module graph (isolate: false). A
// hook registered at the top of a shared helper module would hold only for the first file importing it.
afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
