/**
 * The public entry's pages (SPEC §2.3): a tiny path switch instead of a router library, to keep the
 * first view light.
 */
export type PublicRoute =
  | { page: 'proposal'; slug: string }
  | { page: 'login'; slug: string }
  | { page: 'accepted'; slug: string }
  | { page: 'pdf'; slug: string }
  | { page: 'demo'; slug: string }
  | { page: 'payment'; slug: string }
  | { page: 'terms' }
  /** A payment's «Pagar» link (decision 0074): that one payment, without signing in. */
  | { page: 'pay'; token: string }
  | { page: 'not-found' };

const SUB_PAGES = ['login', 'accepted', 'pdf', 'demo', 'payment'] as const;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `/p/{slug}`, `/@public/{slug}` (same page), `/p/{slug}/login|accepted|pdf|demo|payment`, `/terminos` and `/pay/{token}`. */
export function matchRoute(pathname: string): PublicRoute {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 1 && parts[0] === 'terminos') return { page: 'terms' };
  if (parts.length === 2 && parts[0] === 'pay') {
    const token = decode(parts[1]!);
    return token ? { page: 'pay', token } : { page: 'not-found' };
  }
  const [prefix, rawSlug, sub, ...rest] = parts;
  if ((prefix !== 'p' && prefix !== '@public') || !rawSlug || rest.length > 0) return { page: 'not-found' };
  const slug = decode(rawSlug);
  if (!slug) return { page: 'not-found' };
  if (sub === undefined) return { page: 'proposal', slug };
  return (SUB_PAGES as readonly string[]).includes(sub) ? { page: sub as (typeof SUB_PAGES)[number], slug } : { page: 'not-found' };
}

/** Paths of the public pages (always the short /p/ form). */
export const publicPaths = {
  proposal: (slug: string) => `/p/${encodeURIComponent(slug)}`,
  login: (slug: string) => `/p/${encodeURIComponent(slug)}/login`,
  accepted: (slug: string, magicLink?: string | null) =>
    `/p/${encodeURIComponent(slug)}/accepted${magicLink ? `?magic_link=${encodeURIComponent(magicLink)}` : ''}`,
  pdf: (slug: string) => `/p/${encodeURIComponent(slug)}/pdf`,
  /** Where signing a demo workspace's proposal leads (docs/decisions/0021). */
  demo: (slug: string) => `/p/${encodeURIComponent(slug)}/demo`,
  /** Back from paying the advance (decision 0073): the result of that payment. */
  payment: (slug: string, paymentId: string) => `/p/${encodeURIComponent(slug)}/payment?payment_id=${encodeURIComponent(paymentId)}`,
  terms: '/terminos',
  pay: (token: string) => `/pay/${encodeURIComponent(token)}`,
};
