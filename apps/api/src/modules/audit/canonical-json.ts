/**
 * JSON with object keys sorted at every level, so the same value always gives the same bytes
 * (and the same hash) whatever order its keys were built or stored in (jsonb reorders them).
 * Follows JSON.stringify for everything else: undefined members are left out, dates become ISO.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(toPlain(value)));
}

/** The value as JSON would carry it (dates → ISO strings, undefined dropped). */
export function toPlain<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}
