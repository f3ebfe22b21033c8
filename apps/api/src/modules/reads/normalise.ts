/**
 * A DTO with what changes from run to run (ids, timestamps, random tokens, slugs, service keys and names with a
 * random part) replaced by placeholders, so one snapshot holds on PGlite and PostgreSQL alike and a
 * rewritten read can be compared with the old one field by field.
 */
const RANDOM_KEYS = new Set(['slug', 'key']);

export function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, RANDOM_KEYS.has(k) && typeof v === 'string' ? `<${k}>` : normalise(v)]));
  if (typeof value !== 'string') return value;
  return value
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d(:?\d\d)?)?/g, '<time>')
    .replace(/\/p\/[A-Za-z0-9_-]{16,}/g, '/p/<slug>')
    .replace(/[A-Za-z0-9_-]{32,}/g, '<token>')
    .replace(/\b[0-9a-f]{8}\b/g, '<hex>')
    // A receipt's and a quote's number carry the year the real clock issued them in.
    .replace(/\b(REC|COT)-\d{4}-/g, '$1-<year>-');
}
