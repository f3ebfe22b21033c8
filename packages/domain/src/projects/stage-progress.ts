/**
 * SPEC §9 "Progress 0-100 from start and end dates": how far today is through a stage whose dates
 * (YYYY-MM-DD, both inclusive) are calendar days. Counted in whole days, so a one-day stage is 100
 * on its day, and a 4-day stage is 25 on its first day. Before the start: 0; after the end: 100.
 * Without both dates it cannot be placed: 100 once a known end date has passed, else 0.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number (days since 1970-01-01) of a YYYY-MM-DD date, or null when it is not one. */
export function dayNumber(date: string | null | undefined): number | null {
  const m = date ? DAY.exec(date) : null;
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(ms);
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return ms / 86_400_000;
}

/** Today's calendar date (YYYY-MM-DD) in the local time zone of whoever runs it. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function stageProgress(stage: { start_date: string | null; end_date: string | null }, today: string): number {
  const t = dayNumber(today);
  const start = dayNumber(stage.start_date);
  const end = dayNumber(stage.end_date);
  if (t === null) return 0;
  if (end !== null && t > end) return 100;
  if (start === null || end === null || t < start || end < start) return 0;
  return Math.round(((t - start + 1) / (end - start + 1)) * 100);
}

/** A portal's overall progress: the mean of its stages' progress (0 without stages). */
export function projectProgress(stages: readonly { start_date: string | null; end_date: string | null }[], today: string): number {
  if (!stages.length) return 0;
  return Math.round(stages.reduce((sum, s) => sum + stageProgress(s, today), 0) / stages.length);
}
