import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Is a webhook really from Mercado Pago, for this workspace's integration, and recent (issue 31 §3)?
 * Mercado Pago's documented scheme ("Validate notification origin"): the `x-signature` header is
 * `ts=<timestamp>,v1=<hex HMAC-SHA256>`, the HMAC keyed with the integration's secret over the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` where data.id comes from the QUERY STRING (not
 * the body), lower-cased when alphanumeric, and any part whose value is absent is left out. Since the
 * manifest holds the request id and the timestamp, a captured delivery cannot be re-sent under
 * another request id, and an old one is refused by the tolerance. Reasons are for logs and tests,
 * never shown to anybody; nothing here logs the secret or the signature.
 */
export type SignatureRejection = 'unsigned' | 'bad_signature' | 'stale_timestamp';

export type SignatureCheck =
  | { ok: true; dataId: string | null; requestId: string | null; signedAt: Date }
  | { ok: false; reason: SignatureRejection };

type HeaderValue = string | string[] | undefined;

/** One value, or null when absent, empty or repeated (a repeated header or parameter is not trusted). */
function single(value: unknown): string | null | 'repeated' {
  if (Array.isArray(value)) return value.length === 1 ? single(value[0]) : 'repeated';
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function parseSignature(header: string): { ts: string | null; v1: string | null } {
  let ts: string | null = null;
  let v1: string | null = null;
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') ts = value;
    else if (key === 'v1') v1 = value;
  }
  return { ts, v1 };
}

/** The documented manifest: absent parts removed, an alphanumeric data.id lower-cased. */
export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  const id = dataId !== null && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id === null ? '' : `id:${id};`}${requestId === null ? '' : `request-id:${requestId};`}ts:${ts};`;
}

/**
 * The documentation's example `ts` (1704908010) is in seconds although its text says milliseconds;
 * a 13-digit value is read as milliseconds so that either form is placed at the right instant.
 */
const tsToMillis = (ts: string): number => (ts.length >= 13 ? Number(ts) : Number(ts) * 1000);

export function verifyWebhookSignature(
  headers: Record<string, HeaderValue>,
  query: Record<string, unknown>,
  secret: string,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck {
  if (!secret) throw new Error('a webhook secret is required to verify a Mercado Pago signature');
  const header = single(headers['x-signature']);
  if (header === null) return { ok: false, reason: 'unsigned' };
  if (header === 'repeated') return { ok: false, reason: 'bad_signature' };
  const { ts, v1 } = parseSignature(header);
  if (!ts || !v1) return { ok: false, reason: 'unsigned' };
  if (!/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return { ok: false, reason: 'bad_signature' };

  const dataId = single(query['data.id']);
  const requestId = single(headers['x-request-id']);
  if (dataId === 'repeated' || requestId === 'repeated') return { ok: false, reason: 'bad_signature' };

  const expected = createHmac('sha256', secret).update(signatureManifest(dataId, requestId, ts)).digest();
  // Both are 32 bytes (v1 was checked to be 64 hex digits): timingSafeEqual compares in constant time.
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'bad_signature' };

  const signedAt = tsToMillis(ts);
  if (Math.abs(now.getTime() - signedAt) > toleranceSeconds * 1000) return { ok: false, reason: 'stale_timestamp' };
  // data.id as received: lower case is only for the manifest (a lookup may need the original).
  return { ok: true, dataId, requestId, signedAt: new Date(signedAt) };
}
