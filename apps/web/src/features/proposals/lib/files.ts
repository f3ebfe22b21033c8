/** A safe file name from a proposal name: "Sitio web – Acme" → "sitio-web-acme". */
export function fileBaseName(name: string, fallback = 'cotizacion'): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return base || fallback;
}

/** The absolute public link of a proposal (/p/{slug}), whatever form the API gave it in. */
export function publicUrl(p: { slug: string; links?: { public?: string | null } | null }, origin: string): string {
  return new URL(p.links?.public || `/p/${encodeURIComponent(p.slug)}`, origin).href;
}
