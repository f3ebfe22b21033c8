import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.ts';
import { localStorage, type Storage } from './storage.ts';

const KEY = 'images/AbCdEfGhIjKlMnOpQrStUvWx.png';
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

function behavesLikeStorage(name: string, make: () => Storage) {
  describe(name, () => {
    it('stores, reads back and removes bytes', async () => {
      const storage = make();
      await storage.put(KEY, BYTES, 'image/png');
      expect(await storage.get(KEY)).toEqual(BYTES);
      await storage.remove(KEY);
      expect(await storage.get(KEY)).toBeNull();
    });
    it('refuses keys that could escape its folder', async () => {
      await expect(make().put('../../etc/passwd', BYTES, 'text/plain')).rejects.toThrow(/unsafe storage key/);
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-storage-'));
let s3: S3rver;
let port = 0;

beforeAll(async () => {
  // A real S3-compatible server on loopback. It checks the access key of each request but, being a
  // development server, does not recompute SigV4 signatures.
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'trato', configs: [] }] });
  const address = (await s3.run()) as { port: number };
  port = address.port;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

behavesLikeStorage('local storage', () => localStorage(path.join(dir, 'local')));
behavesLikeStorage('S3 storage', () =>
  s3Storage({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: 'trato', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }),
);

describe('S3 storage credentials', () => {
  it('fails loudly when the server refuses the credentials', async () => {
    const bad = s3Storage({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: 'trato', accessKeyId: 'UNKNOWN', secretAccessKey: 'S3RVER', forcePathStyle: true });
    await expect(bad.put(KEY, BYTES, 'image/png')).rejects.toThrow(/S3 put failed: 403/);
  });
});
