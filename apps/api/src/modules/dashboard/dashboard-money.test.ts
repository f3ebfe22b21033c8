import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { api, portalWithPlan, proposalWithPlan, setPaymentRow, setPlanCurrency, testClock, type Json } from '../payments/payments.fixtures.ts';

// Today is 10 December 2026 in Santiago: the plans' 1 December payments are overdue.
const clock = testClock('2026-12-10T15:00:00Z');
const t = useTestApp({}, { clock: clock.now });
const { get, post } = api(t);

/** Every row of a /payments list (all its pages), summed per currency, and how many rows. */
async function listTotals(headers: Record<string, string>, query: string) {
  const sums = new Map<string, bigint>();
  let rows = 0;
  for (let page = 1; ; page++) {
    const body = (await get(headers, `/api/v1/payments?${query}&page=${page}`)).json();
    for (const r of body.data as Json[]) {
      const [whole, frac = ''] = String(r.amount).split('.');
      sums.set(r.amount_type as string, (sums.get(r.amount_type as string) ?? 0n) + BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0')));
      rows++;
    }
    if (page >= body.meta.last_page) break;
  }
  const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
  return { rows, totals: [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency_code, c]) => ({ currency_code, amount: text(c) })) };
}

/** A figure (per currency) as the list compares it: amounts per currency and the payments counted. */
const asList = (figure: Json[]) => ({ rows: figure.reduce((n, f) => n + (f.count as number), 0), totals: figure.map((f) => ({ currency_code: f.currency_code, amount: f.amount })) });

/**
 * A CLP portal (1 Dec overdue, 15 Dec paid, 29 Dec pending), a USD portal owing all three, three more
 * CLP portals (so the lists have two pages), a draft and a sent proposal (the pipeline, both).
 */
async function workspace() {
  const clp = await portalWithPlan(t);
  const h = clp.owner.headers;
  await setPaymentRow(t, clp.payments[1]!.id as string, { status: 'paid' });
  const usd = await portalWithPlan(t, { owner: clp.owner, name: 'Portal Ferretería' });
  await setPlanCurrency(t, usd.project.id as string, 'USD');
  for (let i = 0; i < 3; i++) await portalWithPlan(t, { owner: clp.owner, name: `Portal ${i}` });
  await proposalWithPlan(t, clp, 'Borrador');
  const sent = await proposalWithPlan(t, clp, 'Enviada');
  expect((await post(h, `/api/v1/proposals/${sent.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
  return { clp, usd, sent, h };
}

describe('GET /v1/dashboard/metrics: the money', () => {
  it('each figure is the total of the /payments list it opens', async () => {
    const { h } = await workspace();
    const money = (await get(h, '/api/v1/dashboard/metrics')).json().data.money as Json;
    expect(money.main_currency).toBe('CLP');
    const pairs: [string, Json[]][] = [
      ['status=pending', money.owed],
      ['status=overdue', money.overdue],
      ['status=paid&preset=this_month', money.collected_month],
      ['status=pipeline', money.pipeline],
    ];
    for (const [query, figure] of pairs) expect(asList(figure), query).toEqual(await listTotals(h, query));
    // What a freelancer reads: four CLP portals owe 4 × 337 501.50 less the paid 101 250.45.
    expect(money.owed).toEqual([
      { currency_code: 'CLP', amount: '1248755.55', count: 11 },
      { currency_code: 'USD', amount: '337501.50', count: 3 },
    ]);
    expect(money.overdue.map((f: Json) => [f.currency_code, f.count])).toEqual([['CLP', 4], ['USD', 1]]);
    expect(money.collected_month).toEqual([{ currency_code: 'CLP', amount: '101250.45', count: 1 }]);
    // The draft's and the sent proposal's plans are the pipeline, never owed.
    expect(money.pipeline).toEqual([{ currency_code: 'CLP', amount: '675003.00', count: 6 }]);
    expect(money.pipeline_proposals).toBe(2);
  });

  it('the next payments due: owed ones by due day, overdue first, with who and the state of the one rule', async () => {
    const { h, clp } = await workspace();
    const next = (await get(h, '/api/v1/dashboard/metrics')).json().data.money.next_payments as Json[];
    expect(next).toHaveLength(5);
    expect(next.every((p) => p.state === 'overdue' && p.due_at === '2026-12-01T00:00:00.000Z')).toBe(true);
    expect(next[0]).toMatchObject({ name: 'Anticipo', company: { name: clp.company.name } });
    // The paid 15 Dec payment is never listed; the proposals' are not owed.
    const names = next.map((p) => (p.project as Json).name);
    expect(names).not.toContain('Enviada');
    clock.set('2026-11-20T15:00:00Z');
    const before = (await get(h, '/api/v1/dashboard/metrics')).json().data.money.next_payments as Json[];
    expect(before.every((p) => p.state === 'pending')).toBe(true);
    clock.set('2026-12-10T15:00:00Z');
    // Long-paid payments are skipped, a payment without a due day has no "when": only the 29 Dec one.
    const one = await portalWithPlan(t);
    await setPaymentRow(t, one.payments[0]!.id as string, { dueAt: '2020-01-01', status: 'paid' });
    await setPaymentRow(t, one.payments[1]!.id as string, { dueAt: null });
    const only = (await get(one.owner.headers, '/api/v1/dashboard/metrics')).json().data.money.next_payments as Json[];
    expect(only.map((p) => [p.name, p.due_at, p.state])).toEqual([[one.payments[2]!.name, '2026-12-29T00:00:00.000Z', 'pending']]);
  });

  it('stays within three statements, and another workspace sees none of it', async () => {
    const { h, clp } = await workspace();
    const { result, statements } = await countStatements(t.db, () => get(h, '/api/v1/dashboard/metrics'));
    expect(result.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(3);
    const other = await portalWithPlan(t);
    const theirs = await get(other.owner.headers, '/api/v1/dashboard/metrics');
    expect(theirs.json().data.money.owed).toEqual([{ currency_code: 'CLP', amount: '337501.50', count: 3 }]);
    expect(theirs.json().data.money.pipeline).toEqual([]);
    expect(leaksNothing(theirs.body, [clp.project.id as string, 'Portal Ferretería', 'Enviada'])).toBe(true);
  });
});
