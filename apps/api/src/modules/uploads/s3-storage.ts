import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage } from './storage.ts';

export type S3Options = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/**
 * S3-compatible storage (AWS S3, MinIO, R2…) over plain signed HTTP requests (SigV4 via
 * aws4fetch), so several server copies can share the same files.
 */
export function s3Storage(opts: S3Options): Storage {
  const client = new AwsClient({ accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, region: opts.region, service: 's3' });
  const endpoint = (opts.endpoint ?? `https://s3.${opts.region}.amazonaws.com`).replace(/\/+$/, '');
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    if (opts.forcePathStyle) return `${endpoint}/${opts.bucket}/${key}`;
    const u = new URL(endpoint);
    u.hostname = `${opts.bucket}.${u.hostname}`;
    return `${u.origin}/${key}`;
  };
  const fail = async (res: Response, what: string) => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  };
  return {
    put: async (key, bytes, mimeType) => {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': mimeType, 'content-length': String(bytes.length) },
      });
      if (!res.ok) await fail(res, 'put');
    },
    get: async (key) => {
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) return null;
      if (!res.ok) await fail(res, 'get');
      return Buffer.from(await res.arrayBuffer());
    },
    remove: async (key) => {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail(res, 'delete');
    },
  };
}
