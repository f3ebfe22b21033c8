import { NOTIFICATION_MESSAGES as M } from '../messages.ts';

// Written out rather than with Intl.RelativeTimeFormat: building one takes 70–110 ms of main thread in a
// fresh page (Chromium loads its locale data), which a phone felt as a frozen first screen (issue 33),
// and the bell only ever says how long ago, in Spanish.
const STEPS: [seconds: number, one: string, many: string][] = [
  [60, 'minuto', 'minutos'],
  [60 * 60, 'hora', 'horas'],
  [24 * 60 * 60, 'día', 'días'],
  [7 * 24 * 60 * 60, 'semana', 'semanas'],
  [30 * 24 * 60 * 60, 'mes', 'meses'],
  [365 * 24 * 60 * 60, 'año', 'años'],
];

/** 'hace 5 minutos', 'hace 2 horas', 'hace 1 día'… ('hace un momento' under a minute, and for clock skew). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return M.justNow;
  let [size, one, many] = STEPS[0] ?? [60, 'minuto', 'minutos'];
  for (const step of STEPS) if (seconds >= step[0]) [size, one, many] = step;
  const count = Math.floor(seconds / size);
  return `hace ${count} ${count === 1 ? one : many}`;
}
