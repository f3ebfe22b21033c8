import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Asserts the one error body of docs/api/foundation.md: the status, a `code`, a non-empty Spanish
 * `message` and, when given, the exact message (on `message`, or with `field` in `errors[field]`).
 */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  opts: { message?: string; field?: string } = {},
): { message: string; code: string; errors?: Record<string, string[]> } {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { message: string; code: string; errors?: Record<string, string[]> };
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body).not.toHaveProperty('stack');
  if (opts.field) {
    expect(body.errors?.[opts.field], JSON.stringify(body)).toEqual(expect.arrayContaining([expect.any(String)]));
    if (opts.message) expect(body.errors?.[opts.field]).toContain(opts.message);
  } else if (opts.message) {
    expect(body.message).toBe(opts.message);
  }
  return body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of roughly `bytes` size: real PNG chunks followed by padding (still detected as PNG). */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(Math.max(0, bytes - PNG_1X1.length), 7)]);
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

export type Part = string | { filename: string; bytes: Buffer; type?: string };

/**
 * A multipart/form-data body built by the platform's own FormData encoder, in the order given
 * (fields before files, as browsers send them). Returns what app.inject needs, `headers` merged in.
 */
export async function multipart(parts: [string, Part][], headers: Record<string, string> = {}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, part] of parts) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const req = new Request('http://multipart.local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { ...headers, 'content-type': req.headers.get('content-type')! } };
}
