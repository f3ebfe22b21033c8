import { spawn } from 'node:child_process';

/**
 * Runs a load generator script as its own process (so it never shares the measured server's event
 * loop) with `opts` as its one JSON argument; resolves to the JSON of its last stdout line.
 */
export function runJsonChild(file, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${file} exited with ${code}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}
