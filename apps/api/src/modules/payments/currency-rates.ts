import { and, inArray, sql } from 'drizzle-orm';
import { CURRENCY_NAMES, type CurrencyCode } from '@trato/domain/currencies';
import type { CurrencyRateDto } from '@trato/domain/payments/dto';
import { effectiveRates } from '@trato/domain/payments/rates';
import type { CurrencyRatesUpdate } from '@trato/domain/payments/schemas';
import type { Executor } from '../../db/client.ts';
import { currencyRates, workspaces } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

type StoredRate = { code: string; rate: string; updatedAt: string };

/**
 * The workspace's time zone, main currency and its own rates in one statement: what the metrics need
 * before they can measure "today", put its currency first and convert to USD.
 */
export async function zoneAndRates(db: Executor, workspaceId: string): Promise<{ timeZone: string; mainCurrency: string; stored: StoredRate[] }> {
  const [row] = await db
    .select({
      timeZone: workspaces.timeZone,
      mainCurrency: sql<string | null>`coalesce(${workspaces.currencyCode}, ${workspaces.defaultCurrency})`,
      stored: sql<StoredRate[]>`coalesce((select json_agg(json_build_object('code', r.currency_code, 'rate', r.usd_per_unit::text, 'updatedAt', r.updated_at))
        from ${currencyRates} r where r.workspace_id = ${workspaces.id}), '[]'::json)`,
    })
    .from(workspaces)
    .where(inWorkspace(workspaces.id, workspaceId));
  // A workspace that never chose one made its proposals in CLP (proposals.write's fallback).
  return { timeZone: row?.timeZone ?? 'America/Santiago', mainCurrency: row?.mainCurrency ?? 'CLP', stored: row?.stored ?? [] };
}

/** The whole table: every SPEC currency with the workspace's rate or the built-in default. */
export function rateTable(stored: StoredRate[]): CurrencyRateDto[] {
  const byCode = new Map(stored.map((s) => [s.code, s]));
  return effectiveRates(new Map(stored.map((s) => [s.code, s.rate]))).map((r) => ({
    ...r,
    name: CURRENCY_NAMES[r.currency_code],
    updated_at: byCode.get(r.currency_code) ? new Date(byCode.get(r.currency_code)!.updatedAt).toISOString() : null,
  }));
}

/** Rate per currency code for conversions (a code outside the SPEC list converts at 0: never guessed). */
export function rateLookup(stored: StoredRate[]): (code: string) => string {
  const table = new Map(rateTable(stored).map((r) => [r.currency_code as string, r.usd_per_unit]));
  return (code) => table.get(code) ?? '0';
}

export async function getCurrencyRates(db: Executor, workspaceId: string): Promise<CurrencyRateDto[]> {
  return rateTable((await zoneAndRates(db, workspaceId)).stored);
}

/**
 * `PUT /v1/currencies { rates }`: upserts the given rates and deletes those sent as null (back to the
 * default), in one transaction; the others stay.
 */
export async function saveCurrencyRates(ctx: WorkspaceContext, rates: CurrencyRatesUpdate['rates'], now: Date): Promise<CurrencyRateDto[]> {
  await ctx.db.transaction(async (tx) => {
    const set = rates.filter((r): r is { currency_code: CurrencyCode; usd_per_unit: string } => r.usd_per_unit !== null);
    const cleared = rates.filter((r) => r.usd_per_unit === null).map((r) => r.currency_code);
    if (cleared.length) await tx.delete(currencyRates).where(and(inWorkspace(currencyRates.workspaceId, ctx.workspaceId), inArray(currencyRates.currencyCode, cleared)));
    if (set.length) {
      await tx
        .insert(currencyRates)
        .values(set.map((r) => ({ workspaceId: ctx.workspaceId, currencyCode: r.currency_code, usdPerUnit: r.usd_per_unit, updatedBy: ctx.userId, updatedAt: now })))
        .onConflictDoUpdate({
          target: [currencyRates.workspaceId, currencyRates.currencyCode],
          set: { usdPerUnit: sql`excluded.usd_per_unit`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
        });
    }
  });
  return getCurrencyRates(ctx.db, ctx.workspaceId);
}

