import { sql } from 'drizzle-orm';
import { quoteYearOf } from '@trato/domain/proposals/quote-number';
import type { Executor } from '../../db/client.ts';
import { quoteCounters, workspaces } from '../../db/schema/index.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

/**
 * The workspace's next quote number and the year it is given in (decision 0080). The upsert locks
 * the workspace's counter row until the caller's transaction ends, as receipts do (decision 0072):
 * two proposals created at once (two tabs, two processes) take consecutive numbers, and a creation
 * that rolls back gives its number back.
 */
export async function nextQuoteNumber(tx: Executor, workspaceId: string, now: Date = new Date()): Promise<{ quoteNumber: number; quoteYear: number }> {
  const [row] = await tx
    .insert(quoteCounters)
    .values({ workspaceId, lastNumber: 1 })
    .onConflictDoUpdate({ target: quoteCounters.workspaceId, set: { lastNumber: sql`${quoteCounters.lastNumber} + 1` } })
    .returning({ number: quoteCounters.lastNumber });
  const [ws] = await tx.select({ timeZone: workspaces.timeZone }).from(workspaces).where(inWorkspace(workspaces.id, workspaceId));
  return { quoteNumber: row!.number, quoteYear: quoteYearOf(now, ws?.timeZone ?? 'UTC') };
}
