import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { paymentLinks } from '../../db/schema/index.ts';

/** How long a «Pagar» link opens the page (decision 0074): a reminder cycle and then some. */
export const PAY_LINK_DAYS = 30;

/** 32 random bytes, URL-safe: the only copy goes into the e-mail or the staff's clipboard. */
export function newPayLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps instead of the token: its SHA-256, in hex. */
export function payLinkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function payLinkUrl(appUrl: string, token: string): string {
  return `${appUrl}/pay/${token}`;
}

/** Tokens look like this (base64url of 32 bytes); anything else is refused before any lookup. */
export const PAY_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type IssuedPayLink = { token: string; url: string; expiresAt: Date };

/**
 * A fresh link for one payment, in the caller's transaction. A token cannot be re-derived from its
 * hash, so every e-mail gets a new one; earlier links stay valid until they expire or are revoked.
 */
export async function issuePayLink(
  tx: Executor,
  appUrl: string,
  link: { workspaceId: string; paymentId: string; projectId: string; now: Date },
): Promise<IssuedPayLink> {
  const token = newPayLinkToken();
  const expiresAt = new Date(link.now.getTime() + PAY_LINK_DAYS * 24 * 60 * 60 * 1000);
  await tx.insert(paymentLinks).values({
    workspaceId: link.workspaceId,
    paymentId: link.paymentId,
    projectId: link.projectId,
    tokenHash: payLinkHash(token),
    expiresAt,
    createdAt: link.now,
  });
  return { token, url: payLinkUrl(appUrl, token), expiresAt };
}
