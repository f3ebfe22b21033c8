import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether this module graph renders on the server: server.tsx (the SSR bundle, which only ever runs
 * in the API's process) turns it on when it loads. Only there does `ServerMarkup` render its children
 * while keeping: the browser never renders them, it keeps what the server sent. A module flag rather
 * than a context: where React DOM Server and React DOM share one realm (the web tests), a server
 * render's context values stayed visible to a later browser render (React warns «multiple renderers
 * concurrently rendering»), and the browser then rendered the document it should have kept.
 */
let onServer = false;

/** server.tsx, once: everything this module graph renders from now on is the server's markup. */
export function renderOnServer(): void {
  onServer = true;
}

/**
 * Tests that make the server's markup in the browser's realm: `render` runs as the server (to the
 * end of the promise it returns, for a streaming render), then the flag is off again.
 */
export function asServer<T>(render: () => T): T {
  onServer = true;
  let result: T;
  try {
    result = render();
  } catch (error) {
    onServer = false;
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => (onServer = false)) as T;
  onServer = false;
  return result;
}

// One object for every render: React compares `__html` anyway, but nothing here should ever write it.
const KEEP_AS_IS = { __html: '' };

type ServerMarkupProps = {
  /** The markup the server sent is still what `children` would render (the proposal has not changed since). */
  keep: boolean;
  children: ReactNode;
  className?: string;
  /** The wrapper element (the page finds the document inside it for the PNG download). */
  ref?: RefObject<HTMLDivElement | null>;
};

/**
 * A purely presentational part of the server-rendered page that the browser does not hydrate
 * (decision 0084). While `keep` holds, the client renders only an empty wrapper with
 * `dangerouslySetInnerHTML`: React treats its content as a leaf it does not own, does not walk it
 * while hydrating and never patches it (it only writes innerHTML when `__html` changes), so the
 * server's nodes stay as they are and cost the phone no rendering at all. Once `keep` turns false
 * (the proposal changed: signed, declined, extended), the wrapper is replaced by one React renders
 * `children` into.
 *
 * If the wrapper mounts empty while keeping (React re-created it instead of hydrating it, after a
 * hydration error elsewhere, or a page without server markup), it renders `children` instead
 * before the browser paints: the content is never lost.
 */
export function ServerMarkup({ keep, children, className, ref }: ServerMarkupProps) {
  const [lost, setLost] = useState(false);
  const own = useRef<HTMLDivElement>(null);
  const wrapper = ref ?? own;
  const keeping = keep && !onServer && !lost;
  useLayoutEffect(() => {
    if (keeping && wrapper.current?.childNodes.length === 0) setLost(true);
  }, [keeping, wrapper]);
  if (keeping) return <div key="kept" ref={wrapper} className={className} dangerouslySetInnerHTML={KEEP_AS_IS} suppressHydrationWarning />;
  return (
    <div key="rendered" ref={wrapper} className={className}>
      {children}
    </div>
  );
}
