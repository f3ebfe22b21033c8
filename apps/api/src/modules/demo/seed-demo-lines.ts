import { lineColors, lineSlug } from '@trato/domain/lines/schemas';
import type { Executor } from '../../db/client.ts';
import { lines } from '../../db/schema/index.ts';

export const DEMO_LINES = ['Diseño web', 'Marketing digital'] as const;

/** The demo workspace's business lines. Returns the rows so other demo seeds can attach to them. */
export async function seedDemoLines(tx: Executor, workspaceId: string) {
  return tx
    .insert(lines)
    .values(DEMO_LINES.map((name, i) => ({ workspaceId, name, slug: lineSlug(name), ...lineColors(i) })))
    .returning();
}
