import { inject } from 'vitest';
import type { NextTokenRequest, NextUserRequest } from '../../apps/api/test/oidc-issuer.ts';
import './context.ts';

/** The local OpenID Connect issuer standing in for Google (started by the global setup). */
export const issuerUrl = (): string => inject('oidcIssuerUrl');

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${issuerUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 204) throw new Error(`The OIDC issuer answered ${res.status} to ${path}: ${(await res.text()).slice(0, 300)}`);
}

/** The Google account the issuer signs in from now on — who the person "picks" on Google's page. */
export const chooseGoogleAccount = (user: NextUserRequest): Promise<void> => control('/test/next-user', user);

/** Claims and signing options of the next ID token only, e.g. `{ expiresIn: -3600 }` for an expired one. */
export const nextGoogleIdToken = (request: NextTokenRequest): Promise<void> => control('/test/next-token', request);
