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
    put: async (key, bytes) => {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes);
    },
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
