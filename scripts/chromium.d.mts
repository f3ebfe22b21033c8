// Types of scripts/chromium.mjs for the TypeScript callers (the journeys' global setup).
export const SYSTEM_CHROMIUM: string;
/** CHROMIUM_PATH, else /usr/bin/chromium, else the npm-installed Chromium (prepared on first use). */
export function chromiumPath(): Promise<string>;
/** The path, or exits the process with a message saying how to get a browser. */
export function assertChromium(): Promise<string>;
/** The npm-installed Chromium's launcher, unpacked into node_modules/.cache on first use. */
export function bundledChromium(): Promise<string>;
