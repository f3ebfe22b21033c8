import { fileURLToPath } from 'node:url';
import { runJsonChild } from './child.mjs';

/**
 * Loads `url` for `duration` seconds with `connections` keep-alive connections (autocannon, closed
 * loop) from a separate process; resolves to { rps, p50, p99, max, total, non2xx, errors } (ms).
 */
export const cannon = (opts) => runJsonChild(fileURLToPath(new URL('./cannon-child.mjs', import.meta.url)), opts);
