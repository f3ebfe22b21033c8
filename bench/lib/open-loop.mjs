import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'open-loop-child.mjs');

/**
 * Fixed-rate load from a separate process: { base, targets: [{ path, headers }], rate, seconds };
 * resolves to { n, p50, p95, p99, max, non2xx, errors, statuses, per: [per target] } (ms).
 */
export function openLoop(opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}
