import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the component's module (and what only it imports) loads when the
 * component first renders, inside a Suspense (issue 33: heavy parts off the first screen).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props
export function lazyComponent<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
