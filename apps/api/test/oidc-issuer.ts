import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** The Google account the issuer signs in at /authorize (what a person would pick on Google's page). */
export type IssuerUser = { sub: string; email: string; email_verified: boolean; name?: string; picture?: string };

export type MintOptions = {
  /** `aud`; defaults to the issuer's client id. */
  audience?: string;
  /** `iss`; defaults to the issuer URL. */
  issuer?: string;
  /** Seconds from now until `exp` (negative for an expired token); default 3600. */
  expiresIn?: number;
  /** Sign with a key the issuer never published (same `kid`), i.e. a bad signature. */
  foreignKey?: boolean;
};

export type OidcIssuer = {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Who /authorize signs in; change it per test. */
  user: IssuerUser;
  /** Claims merged into the next ID token the /token endpoint issues (then cleared). */
  nextTokenClaims: JWTPayload | null;
  /** How the next ID token the /token endpoint issues is signed (then cleared), e.g. `{ expiresIn: -3600 }`. */
  nextTokenOptions: MintOptions | null;
  /** Requests the /token endpoint received, as parsed form fields. */
  tokenRequests: Record<string, string>[];
  mintIdToken: (claims?: Partial<IssuerUser> & JWTPayload, opts?: MintOptions) => Promise<string>;
  close: () => Promise<void>;
};

const KID = 'trato-test-key-1';

/**
 * The issuer's own cookie in a browser: which signed-in "Google" session that browser has, as real
 * Google knows who you are from its cookies. Journeys running side by side each set it in their own
 * browser context, so one file's chosen account never signs in another file's browser.
 */
export const ISSUER_SESSION_COOKIE = 'issuer_session';

/** A browser session (the {@link ISSUER_SESSION_COOKIE} value) a knob applies to; without it, every browser without one. */
type ForSession = { session?: string };

/** Body of `POST /test/next-user`: who /authorize signs in from now on (`email_verified` defaults to true). */
export type NextUserRequest = Omit<IssuerUser, 'email_verified'> & { email_verified?: boolean } & ForSession;

/** Body of `POST /test/next-token`: claims merged into, and signing options of, the next ID token only. */
export type NextTokenRequest = { claims?: JWTPayload; expiresIn?: number; audience?: string; issuer?: string; foreignKey?: boolean } & ForSession;

/** What a browser session signs in as, and how its next ID token is shaped. */
type SessionKnobs = { user: IssuerUser; nextTokenClaims: JWTPayload | null; nextTokenOptions: MintOptions | null };

/**
 * A real, local OpenID Connect issuer on 127.0.0.1 (random port) with RS256 keys generated at
 * start: discovery, JWKS, an /authorize endpoint that redirects back with a code for `user`, and
 * a /token endpoint that trades the code (once, with the right client secret and redirect URI)
 * for a signed ID token carrying the nonce. No network, no mocked verification.
 *
 * In-process tests set `user`, `nextTokenClaims` and `nextTokenOptions` directly; tests in another
 * process (the browser journeys) use the same knobs over HTTP: `POST /test/next-user` with a
 * {@link NextUserRequest} and `POST /test/next-token` with a {@link NextTokenRequest} (JSON; 204),
 * each for one browser session when the body names one (see {@link ISSUER_SESSION_COOKIE}).
 */
export async function startOidcIssuer(opts: { clientId?: string; clientSecret?: string } = {}): Promise<OidcIssuer> {
  const clientId = opts.clientId ?? 'trato-test-client';
  const clientSecret = opts.clientSecret ?? 'secret';
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string | null; redirectUri: string; user: IssuerUser; knobs: SessionKnobs }>();
  const sessions = new Map<string, SessionKnobs>();

  const state: OidcIssuer = {
    url: '',
    clientId,
    clientSecret,
    user: { sub: 'google-sub-1', email: 'persona@gmail.test', email_verified: true, name: 'Persona Google' },
    nextTokenClaims: null,
    nextTokenOptions: null,
    tokenRequests: [],
    mintIdToken: async (claims = {}, o = {}) => sign(claims, o),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** The knobs of the browser that sent `req` (its session cookie), else the issuer-wide ones. */
  const knobsOf = (req: IncomingMessage): SessionKnobs => {
    const cookie = (req.headers.cookie ?? '').split(';').map((c) => c.trim().split('=')).find(([name]) => name === ISSUER_SESSION_COOKIE);
    return (cookie?.[1] && sessions.get(cookie[1])) || state;
  };
  /** The knobs a control request names: a session's (made on first use, starting from the issuer-wide user), else the issuer-wide ones. */
  const knobsFor = (session: unknown): SessionKnobs => {
    if (typeof session !== 'string' || !session) return state;
    let knobs = sessions.get(session);
    if (!knobs) sessions.set(session, (knobs = { user: { ...state.user }, nextTokenClaims: null, nextTokenOptions: null }));
    return knobs;
  };

  async function sign(claims: JWTPayload, o: MintOptions): Promise<string> {
    const key: CryptoKey = o.foreignKey ? foreign.privateKey : keys.privateKey;
    const now = Math.floor(Date.now() / 1000);
    const { sub = state.user.sub, ...rest } = claims;
    return new SignJWT({ email: state.user.email, email_verified: true, name: state.user.name, ...rest })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(o.issuer ?? state.url)
      .setAudience(o.audience ?? clientId)
      .setSubject(String(sub))
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (o.expiresIn ?? 3600))
      .sign(key);
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  const readForm = async (req: IncomingMessage) => Object.fromEntries(new URLSearchParams(await readBody(req)));
  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown> | null> => {
    try {
      const body: unknown = JSON.parse(await readBody(req));
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const noContent = (res: ServerResponse) => {
    res.writeHead(204);
    res.end();
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', state.url);
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer: state.url,
          authorization_endpoint: `${state.url}/authorize`,
          token_endpoint: `${state.url}/token`,
          jwks_uri: `${state.url}/jwks`,
          response_types_supported: ['code', 'id_token'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [publicJwk] });
      if (req.method === 'GET' && url.pathname === '/authorize') {
        const p = url.searchParams;
        const redirectUri = p.get('redirect_uri');
        if (p.get('response_type') !== 'code' || p.get('client_id') !== clientId || !redirectUri || !p.get('scope')?.split(' ').includes('openid')) {
          return json(res, 400, { error: 'invalid_request' });
        }
        const code = randomBytes(16).toString('hex');
        const knobs = knobsOf(req);
        codes.set(code, { nonce: p.get('nonce'), redirectUri, user: { ...knobs.user }, knobs });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (p.get('state')) back.searchParams.set('state', p.get('state')!);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = await readForm(req);
        state.tokenRequests.push(form);
        if (form.client_id !== clientId || form.client_secret !== clientSecret) return json(res, 401, { error: 'invalid_client' });
        const grant = form.code ? codes.get(form.code) : undefined;
        if (form.grant_type !== 'authorization_code' || !grant || grant.redirectUri !== form.redirect_uri) return json(res, 400, { error: 'invalid_grant' });
        codes.delete(form.code!); // a code works once
        const { sub, ...profile } = grant.user;
        const { knobs } = grant;
        const extra = knobs.nextTokenClaims ?? {};
        const options = knobs.nextTokenOptions ?? {};
        knobs.nextTokenClaims = null;
        knobs.nextTokenOptions = null;
        const id_token = await sign({ sub, ...profile, ...(grant.nonce ? { nonce: grant.nonce } : {}), ...extra }, options);
        return json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 3600, id_token });
      }
      if (req.method === 'POST' && url.pathname === '/test/next-user') {
        const body = await readJson(req);
        if (!body || typeof body.sub !== 'string' || !body.sub || typeof body.email !== 'string' || !body.email) {
          return json(res, 400, { error: 'sub and email are required' });
        }
        const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
        knobsFor(body.session).user = { sub: body.sub, email: body.email, email_verified: body.email_verified !== false, name: text(body.name), picture: text(body.picture) };
        return noContent(res);
      }
      if (req.method === 'POST' && url.pathname === '/test/next-token') {
        const body = (await readJson(req)) as NextTokenRequest | null;
        if (!body) return json(res, 400, { error: 'a JSON object is required' });
        const { claims, session, ...options } = body;
        const knobs = knobsFor(session);
        knobs.nextTokenClaims = claims ?? null;
        knobs.nextTokenOptions = options;
        return noContent(res);
      }
      json(res, 404, { error: 'not_found' });
    })().catch((err: unknown) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
