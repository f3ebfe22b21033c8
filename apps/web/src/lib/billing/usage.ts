/** How much of a plan limit is used: the "N de M" text and the bar's fill and tone. */
export type UsageTone = 'ok' | 'near' | 'full';

export type Usage = { text: string; ratio: number | null; tone: UsageTone };

/** `max` null is an unlimited plan: no bar, only the count. */
export function describeUsage(used: number, max: number | null): Usage {
  const n = Math.max(0, Math.trunc(Number.isFinite(used) ? used : 0));
  if (max === null || !Number.isFinite(max)) return { text: `${n} · sin límite`, ratio: null, tone: 'ok' };
  const limit = Math.max(0, Math.trunc(max));
  const ratio = limit === 0 ? 1 : Math.min(1, n / limit);
  const tone: UsageTone = n >= limit ? 'full' : ratio >= 0.8 ? 'near' : 'ok';
  return { text: `${n} de ${limit}`, ratio, tone };
}
