/**
 * Makes an API answer comparable across runs and databases, for snapshot tests: what a run draws at
 * random (uuids, slugs, builder keys, hashes) becomes a numbered placeholder in order of first
 * appearance — so "this company_id is that company's id" still shows — and clock times become
 * `<timestamp>`. Dates a test sets itself are whole days (midnight UTC) and are kept: a clock
 * landing on exactly 00:00:00.000 is a one-in-86-million chance.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const MIDNIGHT = /T00:00:00(\.0+)?(Z|\+00:00)$/;
const SHA256 = /^[0-9a-f]{64}$/;
/** Fields whose values the server draws at random; the placeholder is named after the field. */
const RANDOM_FIELDS = new Set(['slug', 'key']);
/** Proposal slugs are 24 random characters; a line's slug ("branding") is chosen by the test. */
const isRandom = (field: string, v: string): boolean => RANDOM_FIELDS.has(field) && (field !== 'slug' || v.length >= 16);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function normaliseDto<T>(value: T): Json {
  const named = new Map<string, string>();
  const counters = new Map<string, number>();
  const name = (kind: string, raw: string): string => {
    let placeholder = named.get(raw);
    if (!placeholder) {
      const n = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, n);
      named.set(raw, (placeholder = `<${kind}:${n}>`));
    }
    return placeholder;
  };

  // First pass: random field values, so a slug inside a link is replaced wherever it is met first.
  const collect = (v: unknown, field: string | null): void => {
    if (typeof v === 'string' && field && isRandom(field, v)) name(field, v);
    else if (Array.isArray(v)) v.forEach((x) => collect(x, null));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collect(x, k);
  };
  collect(value, null);

  // Only slugs travel inside other strings (links); a 5-letter key could match ordinary text.
  const slugs = [...named].filter(([, p]) => p.startsWith('<slug:')).map(([raw]) => raw);
  const text = (s: string): string => {
    if (ISO_TIME.test(s)) return MIDNIGHT.test(s) ? s : '<timestamp>';
    if (SHA256.test(s)) return name('sha256', s);
    const exact = named.get(s);
    if (exact) return exact;
    // A quote's number carries the year the real clock created it in (decision 0080).
    let out = s.replace(UUID, (u) => name('uuid', u.toLowerCase())).replace(/\bCOT-\d{4}-/g, 'COT-<year>-');
    for (const raw of slugs) if (out.includes(raw)) out = out.split(raw).join(named.get(raw)!);
    return out;
  };
  const walk = (v: unknown): Json => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v as Json;
  };
  return walk(value);
}
