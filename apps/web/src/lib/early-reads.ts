import '../boot/hand-over.ts';

/**
 * How old a boot script's read may be when the app asks for it. The boot script starts the first
 * screen's reads as the page loads (boot/first-reads.ts); the app asks within a second or two on a
 * phone. An answer left unasked longer (a page the guard sent elsewhere, then visited later) is
 * dropped, and the app asks afresh.
 */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/**
 * The answer to `url` that the boot script asked for with `token`, taken once (issue 33): null when
 * there is none, when it was sent with another token (signed out, or in as someone else since), or
 * when it is older than EARLY_READ_MAX_AGE_MS, so the caller asks as usual.
 */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | null {
  const reads = typeof window === 'undefined' ? undefined : window.__tratoEarlyReads;
  const read = reads?.[url];
  if (!reads || !read) return null;
  delete reads[url];
  if (!token || read.token !== token || performance.now() - read.startedAt > EARLY_READ_MAX_AGE_MS) return null;
  return read.response;
}

/** Forgets every read the boot script started (the staff router calls it once its first navigation is done). */
export function discardEarlyReads(): void {
  if (typeof window !== 'undefined') delete window.__tratoEarlyReads;
}
