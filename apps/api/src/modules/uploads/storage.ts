import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where upload bytes live. Keys are server-made (`dir/random.ext`); callers never pass a path. */
export type Storage = {
  put: (key: string, bytes: Buffer, mimeType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9_]{1,40}\/[A-Za-z0-9_-]{20,80}\.[a-z0-9]{1,8}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

export function localStorage(dir: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  return {
    put: async (key, bytes) => writeDurably(resolve(key), bytes),
    get: async (key) => {
      try {
        return await fs.promises.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    remove: async (key) => {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}

/**
 * Writes a file so that it is either absent or whole under its name, whatever stops the process
 * (decision 0048): the bytes go to a temporary name beside it, are flushed to disk (fsync), then
 * renamed into place (atomic within a folder), and the folder itself is flushed so the new name
 * survives a power cut too. A plain writeFile killed half-way left a truncated file under the
 * final name, and without fsync an acknowledged upload's row could outlive its bytes.
 */
export async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  const dir = path.dirname(file);
  await fs.promises.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.promises.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, file);
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    throw err;
  }
  const folder = await fs.promises.open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
