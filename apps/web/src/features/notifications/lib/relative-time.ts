import { NOTIFICATION_MESSAGES as M } from '../messages.ts';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

const format = new Intl.RelativeTimeFormat('es', { numeric: 'always' });

/** 'hace 5 minutos', 'hace 2 horas', 'hace 1 día'… ('hace un momento' under a minute, and for clock skew). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return M.justNow;
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [u, s] of STEPS) if (seconds >= s) [unit, size] = [u, s];
  return format.format(-Math.floor(seconds / size), unit);
}
