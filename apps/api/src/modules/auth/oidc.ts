import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The parts of an OpenID Connect discovery document we use. */
type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };

export type OidcIdentity = { sub: string; email: string; emailVerified: boolean; name: string; picture: string | null };

export class OidcError extends Error {}

/**
 * Verifies ID tokens of a configurable OpenID Connect issuer (Google by default): the signature
 * against the issuer's JWKS, the issuer, the audience (our client id), expiry and, in the code
 * flow, the nonce. Tests point it at a local issuer with keys made at test start.
 */
export function oidcClient(opts: { issuer: string; clientId: string; clientSecret: string | null }) {
  let discovery: Promise<Discovery> | null = null;
  let jwks: JWTVerifyGetKey | null = null;

  const discover = () =>
    (discovery ??= fetch(`${opts.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) })
      .then(async (res) => {
        if (!res.ok) throw new OidcError(`discovery failed: ${res.status}`);
        return (await res.json()) as Discovery;
      })
      .catch((err) => {
        discovery = null; // try again next time
        throw err;
      }));

  async function verifyIdToken(idToken: string, nonce?: string): Promise<OidcIdentity> {
    const doc = await discover();
    jwks ??= createRemoteJWKSet(new URL(doc.jwks_uri));
    // Google issues both spellings of its issuer.
    const issuers = [doc.issuer, opts.issuer];
    if (doc.issuer === 'https://accounts.google.com') issuers.push('accounts.google.com');
    const { payload } = await jwtVerify(idToken, jwks, { issuer: issuers, audience: opts.clientId, clockTolerance: 30 });
    if (nonce !== undefined && payload.nonce !== nonce) throw new OidcError('nonce mismatch');
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new OidcError('missing claims');
    return {
      sub: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name : payload.email.split('@')[0]!,
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  }

  async function authorizationUrl(params: { redirectUri: string; state: string; nonce: string }): Promise<string> {
    const doc = await discover();
    const url = new URL(doc.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: opts.clientId,
      redirect_uri: params.redirectUri,
      scope: 'openid email profile',
      state: params.state,
      nonce: params.nonce,
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }

  /** Code flow: trade the code for tokens at the token endpoint, then verify the ID token. */
  async function exchangeCode(params: { code: string; redirectUri: string; nonce: string }): Promise<OidcIdentity> {
    const doc = await discover();
    const res = await fetch(doc.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: params.redirectUri,
        client_id: opts.clientId,
        client_secret: opts.clientSecret ?? '',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new OidcError(`token exchange failed: ${res.status}`);
    const body = (await res.json()) as { id_token?: string };
    if (!body.id_token) throw new OidcError('no id_token in token response');
    return verifyIdToken(body.id_token, params.nonce);
  }

  return { verifyIdToken, authorizationUrl, exchangeCode };
}
export type OidcClient = ReturnType<typeof oidcClient>;
