import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { ISSUER_SESSION_COOKIE, type NextTokenRequest, type NextUserRequest } from '../../apps/api/test/oidc-issuer.ts';
import './context.ts';

/** The local OpenID Connect issuer standing in for Google (started by the global setup). */
export const issuerUrl = (): string => inject('oidcIssuerUrl');

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${issuerUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 204) throw new Error(`The OIDC issuer answered ${res.status} to ${path}: ${(await res.text()).slice(0, 300)}`);
}

/**
 * This browser's "Google" session: the issuer's cookie, set once per context. Two journey files run
 * at a time (decision 0055), and the account one chooses must sign in its own browser only.
 */
async function googleSessionOf(context: BrowserContext): Promise<string> {
  const existing = (await context.cookies(issuerUrl())).find((c) => c.name === ISSUER_SESSION_COOKIE);
  if (existing) return existing.value;
  const session = randomBytes(12).toString('hex');
  await context.addCookies([{ name: ISSUER_SESSION_COOKIE, value: session, url: issuerUrl() }]);
  return session;
}

/** The Google account this browser signs in with from now on — who the person "picks" on Google's page. */
export const chooseGoogleAccount = async (context: BrowserContext, user: Omit<NextUserRequest, 'session'>): Promise<void> =>
  control('/test/next-user', { ...user, session: await googleSessionOf(context) });

/** Claims and signing options of this browser's next ID token only, e.g. `{ expiresIn: -3600 }` for an expired one. */
export const nextGoogleIdToken = async (context: BrowserContext, request: Omit<NextTokenRequest, 'session'>): Promise<void> =>
  control('/test/next-token', { ...request, session: await googleSessionOf(context) });
