import { z } from 'zod';
import type { lines } from '../../db/schema/index.ts';

export type LineRow = typeof lines.$inferSelect;

/** Line (SPEC §3): id, slug, name, color, badgeColor. */
export const lineSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  badgeColor: z.string(),
});
export type LineDto = z.infer<typeof lineSchema>;

export function serializeLine(l: LineRow): LineDto {
  return { id: l.id, slug: l.slug, name: l.name, color: l.color, badgeColor: l.badgeColor };
}
