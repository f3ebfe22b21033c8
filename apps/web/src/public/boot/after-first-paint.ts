/**
 * Runs `start` once the page's first paint is on screen (docs/decisions/0044), so that the app's
 * script is requested after it. Lighthouse's simulation counts in the LCP every request that had
 * finished before the paint of the real load (GoogleChrome/lighthouse#17163); asked for afterwards,
 * the ~76 KB script no longer stands between the phone and its first paint, which a real phone
 * never waited for anyway: the server's HTML and its inline CSS are all the paint needs.
 *
 * The paint timing entry arrives once the frame has been presented (not when it was only drawn);
 * a browser without it waits for the next frame instead. Part of the boot script: no imports.
 */
export function afterFirstPaint(start: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    // A task of its own, after the one that reported the paint.
    win.setTimeout(start, 0);
  };
  try {
    if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      const observer = new win.PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        once();
      });
      observer.observe({ type: 'paint', buffered: true });
      // A page opened in a background tab does not paint until shown; nor may an odd browser report
      // it: the app must not wait for ever. Two seconds is long past any first paint of this page.
      win.setTimeout(once, 2000);
      return;
    }
  } catch {
    // An observer that refuses the entry type: fall back to the next frame below.
  }
  win.requestAnimationFrame(once);
}
