/**
 * The IANA zones for the workspace's time-zone select: the Americas first (most workspaces bill in
 * a Latin American currency), then Europe/Madrid, then every other zone. The browser's own list
 * (Intl.supportedValuesOf) is used when it has one; the saved zone is always offered.
 */
export type TimeZoneGroups = { americas: string[]; spain: string[]; others: string[] };

const FALLBACK = ['America/Santiago', 'America/Bogota', 'America/Lima', 'America/Mexico_City', 'America/Argentina/Buenos_Aires', 'America/La_Paz', 'America/New_York', 'Europe/Madrid', 'UTC'];

function supportedZones(): string[] {
  try {
    const list = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
    return list?.length ? list : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

export function groupTimeZones(zones: readonly string[] = supportedZones(), current?: string | null): TimeZoneGroups {
  const all = [...new Set([...zones, ...(current ? [current] : []), 'UTC'])].sort((a, b) => a.localeCompare(b));
  return {
    americas: all.filter((z) => z.startsWith('America/')),
    spain: all.filter((z) => z === 'Europe/Madrid'),
    others: all.filter((z) => !z.startsWith('America/') && z !== 'Europe/Madrid'),
  };
}

/** "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires" for the option text. */
export function timeZoneLabel(zone: string): string {
  const parts = zone.split('/');
  const place = parts.length > 1 ? parts.slice(1) : parts;
  return place.join(' / ').replaceAll('_', ' ');
}
