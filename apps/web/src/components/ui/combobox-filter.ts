/** Lower-case, accents dropped, spaces collapsed: "Diseño  Gráfico" → "diseno grafico". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Options containing every typed word, those starting with the query first, each group in its
 * original order.
 */
export function filterOptions(options: readonly string[], query: string): string[] {
  const q = normalizeSearch(query);
  if (!q) return [...options];
  const words = q.split(' ');
  const starts: string[] = [];
  const contains: string[] = [];
  for (const option of options) {
    const n = normalizeSearch(option);
    if (!words.every((w) => n.includes(w))) continue;
    (n.startsWith(q) ? starts : contains).push(option);
  }
  return [...starts, ...contains];
}
