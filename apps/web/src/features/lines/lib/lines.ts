/** Where a line opens (SPEC §2.4): /line/{slug} with the Cotizaciones tab and the list mode. */
export function linePath(slug: string): string {
  return `/line/${encodeURIComponent(slug)}?mode=list#cotizaciones`;
}

/** The sidebar's lines list is collapsed unless storage says exactly 'false' (SPEC §4). */
export function linesCollapsedFrom(stored: string | null): boolean {
  return stored !== 'false';
}

export type RenameDecision = { kind: 'close' } | { kind: 'invalid' } | { kind: 'save'; name: string };

/** What the inline rename does with a draft: an unchanged name just closes, a blank one is refused. */
export function renameDecision(current: string, draft: string): RenameDecision {
  const name = draft.trim();
  if (!name) return { kind: 'invalid' };
  if (name === current) return { kind: 'close' };
  return { kind: 'save', name };
}
