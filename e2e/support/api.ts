import { randomBytes } from 'node:crypto';
import { baseUrl } from './fixtures.ts';
import { extractLink, waitForEmail } from './mail.ts';

/** Short random tag so every test gets its own account and workspace. */
export const uid = (): string => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const uniqueEmail = (tag = 'user'): string => `e2e-${tag}-${uid()}@trato.test`;

/** Passwords that pass the app's rules: ≥ 10 characters and not on the common list. */
export const strongPassword = (): string => `Trato-${randomBytes(6).toString('hex')}-e2e`;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
}

/** JSON call to the real server. Throws ApiError unless the status is 2xx. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(new URL(`/api${path}`, baseUrl()), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  if (!res.ok) throw new ApiError(res.status, body, `${method} /api${path}`);
  return body as T;
}

type User = { id: string; email: string; name: string };
type Workspace = { id: string; name: string; primary_color: string; default_currency: string | null };
type TokenResponse = { token: { access_token: string }; user: User; redirect_step: string };

export type Account = {
  name: string;
  email: string;
  password: string;
  token: string;
  user: User;
  workspace: Workspace;
};

export type SignUpOptions = {
  name?: string;
  email?: string;
  password?: string;
  workspaceName?: string;
  primaryColor?: string;
  currency?: string;
};

/**
 * A verified provider with a configured workspace, made through the public API exactly as the
 * sign-up screens do (docs/api/foundation.md): check → register → emailed verification link →
 * verify → survey (creates the workspace) → config (name, currency, colour).
 */
export async function signUpViaApi(options: SignUpOptions = {}): Promise<Account> {
  const tag = uid();
  const name = options.name ?? `Persona ${tag}`;
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const password = options.password ?? strongPassword();

  const check = await api<{ registerToken: string }>('POST', '/auth/register/check', { body: { email } });
  await api('POST', `/auth/register?t=${encodeURIComponent(check.registerToken)}`, { body: { name, email, password } });

  const mail = await waitForEmail({ to: email, body: '/register/verify' });
  const verifyToken = new URL(extractLink(mail, '/register/verify')).searchParams.get('token');
  if (!verifyToken) throw new Error(`The verification link in "${mail.subject}" has no token`);
  const verified = await api<TokenResponse>('POST', '/auth/verify', { body: { token: verifyToken } });
  const token = verified.token.access_token;

  const created = await api<{ result: Workspace }>('POST', '/v1/organization', {
    token,
    body: { business_sector: 'Desarrollo de software', how_did_you_hear: 'google_search', company_size: '2-5' },
  });
  const configured = await api<{ result: Workspace }>('PUT', `/v1/organization/${created.result.id}`, {
    token,
    body: {
      name: options.workspaceName ?? `Estudio ${tag}`,
      currency: options.currency ?? 'CLP',
      primary_color: options.primaryColor ?? '#1d4ed8',
    },
  });

  return { name, email, password, token, user: verified.user, workspace: configured.result };
}
