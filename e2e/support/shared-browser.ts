import { chromium, type BrowserServer } from 'playwright-core';

/** The flags every journey's Chromium runs with (the developers' guide lists them). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Chromium for the whole run, started by the global setup; each journey file connects to it and
 * every test gets its own context (cookies, storage), as before. A launch per file cost 3–5 s of a
 * busy 2-core machine, 45 times per run. Closing a connected browser closes the contexts it made and
 * only disconnects, so nothing a file opened outlives it.
 */
export function launchSharedBrowser(executablePath: string): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
}
