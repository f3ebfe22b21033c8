import { z } from 'zod';

// The name's limit, messages and check live in ./names.ts (no zod), which the web app's sidebar
// imports: a module importing zod brings its ~20 KB into every page's first screen (issue 33).
import { LINE_MESSAGES, LINE_NAME_MAX } from './names.ts';

export * from './names.ts';

/** A business line's name (SPEC §4): non-empty and not only whitespace; trimmed (checkLineName says the same without zod). */
export const lineNameSchema = z
  .string({ error: LINE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: LINE_MESSAGES.nameRequired, abort: true })
  .max(LINE_NAME_MAX, LINE_MESSAGES.nameTooLong);

/** POST /v1/lines and PUT /v1/lines/{id}. */
export const lineInputSchema = z.object({ name: lineNameSchema });
export type LineInput = z.infer<typeof lineInputSchema>;

/** Slug of a line name: lower-case, accents dropped, anything else a single dash ('linea' if nothing is left). */
export function lineSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'linea';
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let i = 2; ; i++) if (!set.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** Fixed palette: a line's colour (solid, for dots and accents) and its badge colour (soft background). */
export const LINE_PALETTE = [
  { color: '#2563eb', badgeColor: '#dbeafe' },
  { color: '#16a34a', badgeColor: '#dcfce7' },
  { color: '#d97706', badgeColor: '#fef3c7' },
  { color: '#db2777', badgeColor: '#fce7f3' },
  { color: '#7c3aed', badgeColor: '#ede9fe' },
  { color: '#0891b2', badgeColor: '#cffafe' },
  { color: '#dc2626', badgeColor: '#fee2e2' },
  { color: '#4f46e5', badgeColor: '#e0e7ff' },
] as const;

/**
 * A line without a colour of its own (empty strings): it is shown in the workspace's primary
 * colour, and follows it when the workspace changes colour.
 */
export const WORKSPACE_LINE_COLORS = { color: '', badgeColor: '' } as const;

/**
 * The colours of a workspace's next line, from how many it already has (deterministic, cycles):
 * the first line wears the workspace's colour (issue 12: a new user's only line should not show
 * some other blue), the next ones the palette in order.
 */
export function lineColors(existingCount: number): { color: string; badgeColor: string } {
  const n = Math.max(0, Math.floor(existingCount));
  if (n === 0) return { ...WORKSPACE_LINE_COLORS };
  const entry = LINE_PALETTE[(n - 1) % LINE_PALETTE.length]!;
  return { color: entry.color, badgeColor: entry.badgeColor };
}
