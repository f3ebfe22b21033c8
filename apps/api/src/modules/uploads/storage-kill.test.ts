import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Regression (decision 0048): local storage wrote upload bytes in place, so a server killed in the
 * middle of a put left a truncated file under the upload's name. A child process writes a large
 * file and is SIGKILLed while it does; the name must then hold nothing or the whole file.
 */
const STORAGE = fileURLToPath(new URL('./storage.ts', import.meta.url));
const SIZE = 48 * 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-storage-kill-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const CHILD = `
const { localStorage } = await import(process.env.STORAGE_MODULE);
const bytes = Buffer.alloc(${SIZE}, 0x5a);
const storage = localStorage(process.env.STORAGE_DIR);
process.stdout.write('writing\\n');
await storage.put('files/${'k'.repeat(24)}.bin', bytes, 'application/octet-stream');
process.stdout.write('done\\n');
setInterval(() => {}, 1000);
`;

function killMidPut(delayMs: number, storageDir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    env: { ...process.env, STORAGE_MODULE: STORAGE, STORAGE_DIR: storageDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('writing') && !child.killed) setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('exit', () => resolve(out));
  });
}

describe('local storage under SIGKILL', () => {
  it('leaves an upload absent or whole, never truncated, whenever the process dies', { timeout: 60_000 }, async () => {
    const outcomes: string[] = [];
    for (const delayMs of [0, 2, 5, 10, 20, 40]) {
      const storageDir = path.join(dir, `run-${delayMs}`);
      const out = await killMidPut(delayMs, storageDir);
      const file = path.join(storageDir, 'files', `${'k'.repeat(24)}.bin`);
      const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? null;
      outcomes.push(`${delayMs} ms: ${size === null ? 'absent' : size}${out.includes('done') ? ' (finished)' : ''}`);
      expect([null, SIZE], outcomes.join('; ')).toContain(size);
      if (size === SIZE) expect(fs.readFileSync(file).every((b) => b === 0x5a)).toBe(true);
    }
  });
});
