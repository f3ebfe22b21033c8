import { createContext, use, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * True while the server renders the page (server.tsx provides it). Only there does `ServerMarkup`
 * render its children while keeping: the browser never renders them, it keeps what the server sent.
 */
export const RenderingOnServer = createContext(false);

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
  const onServer = use(RenderingOnServer);
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
