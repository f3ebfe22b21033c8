import { fileURLToPath } from 'node:url';
import { runJsonChild } from './child.mjs';

/**
 * Fixed-rate open-loop load from a separate process: { base, targets: [{ path, headers }], rate,
 * seconds }; resolves to { n, p50, p95, p99, max, non2xx, errors, statuses, per: [per target] } (ms).
 */
export const openLoop = (opts) => runJsonChild(fileURLToPath(new URL('./open-loop-child.mjs', import.meta.url)), opts);
