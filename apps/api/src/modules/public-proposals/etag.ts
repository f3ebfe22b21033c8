import { createHash } from 'node:crypto';

/**
 * A weak ETag of a serialised body: the hash of exactly the bytes the client would get, so any change
 * it could see — an edit, a signature, a decline, the end of the valid-until day flipping `expired`,
 * the workspace's logo — changes it, and two proposals never share one (the body carries the id).
 * Weak (W/) because it names the JSON, not one encoding of it: a compressing proxy keeps it valid.
 */
export const bodyEtag = (body: string): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
