import type { Page } from 'playwright-core';

/**
 * The page's own account of its fetches, for a failure's output. Playwright's `request` event only
 * fires once it has paired the browser's "request will be sent" with, under `page.route`, the
 * "request paused" of interception; a request caught between the two is invisible to it. So the
 * page keeps its own list: each fetch from the call until its body has been read (or it failed).
 * A step stuck on «Guardando…» then says which of three it was: a fetch never made (the app's own
 * state), a fetch with no answer (the server or the route), or an answer whose body never came.
 */
export async function trackPageFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = { what: string; at: number; phase: 'sent' | 'headers' };
    const open = new Map<number, Entry>();
    const bodyOf = new WeakMap<Response, number>();
    let next = 0;
    const original = window.fetch;
    window.fetch = function trackedFetch(input: RequestInfo | URL, init?: RequestInit) {
      const id = next++;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      open.set(id, { what: `${method} ${address}`, at: performance.now(), phase: 'sent' });
      const answer = original.call(this, input, init);
      answer.then(
        (response) => {
          const entry = open.get(id);
          if (entry) entry.phase = 'headers';
          if (response.body === null) open.delete(id); // 204: nothing to read
          else bodyOf.set(response, id);
        },
        () => open.delete(id),
      );
      return answer;
    };
    // A body read to its end (or failing) closes the entry; a stream read by hand stays 'headers'.
    for (const name of ['json', 'text', 'arrayBuffer', 'blob'] as const) {
      const read = Response.prototype[name] as (this: Response) => Promise<unknown>;
      Object.defineProperty(Response.prototype, name, {
        configurable: true,
        writable: true,
        value: function trackedRead(this: Response) {
          const id = bodyOf.get(this);
          const done = () => id !== undefined && open.delete(id);
          const result = read.call(this);
          result.then(done, done);
          return result;
        },
      });
    }
    Object.defineProperty(window, '__e2eOpenFetches', {
      value: () => [...open.values()].map((e) => `${e.what} (${e.phase === 'sent' ? 'no answer' : 'answered, body not read'} after ${Math.round((performance.now() - e.at) / 1000)} s)`),
    });
  });
}

/** The page's fetches still open, as lines for a failure's output ([] if the page cannot say). */
export async function openPageFetches(page: Page): Promise<string[]> {
  try {
    return await page.evaluate(() => (window as unknown as { __e2eOpenFetches?: () => string[] }).__e2eOpenFetches?.() ?? []);
  } catch {
    return [];
  }
}
