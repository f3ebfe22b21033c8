/**
 * A response body made comparable across runs and databases, for snapshot tests that pin a DTO
 * before its query is rewritten (issue 13): every uuid becomes `<id N>` in order of first
 * appearance (so "the same id twice" still shows), random slugs, keys and emails become
 * placeholders, and instants stamped by the database clock (created_at…) become `<instant>`.
 * Calendar days and midnight-UTC due dates are kept: they come from the test's own data.
 */
export function normalised(body: unknown): unknown {
  const ids = new Map<string, string>();
  const randoms = new Set<string>();
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'slug' || k === 'key') && typeof x === 'string' && x) randoms.add(x);
        collect(x);
      }
  };
  collect(body);
  const text = (s: string): string => {
    let out = s.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) => {
      if (!ids.has(id)) ids.set(id, `<id ${ids.size + 1}>`);
      return ids.get(id)!;
    });
    for (const r of randoms) out = out.split(r).join('<random>');
    out = out.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>');
    // Quote numbers carry the year they were given (decision 0080): the snapshot must not expire.
    out = out.replace(/\bCOT-\d{4}-/g, 'COT-<year>-');
    return /^\d{4}-\d{2}-\d{2}T(?!00:00:00\.000Z)/.test(out) ? '<instant>' : out;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(body);
}
