import type { CurrencyMetricsDto, PaymentMetricsDto, PaymentSeriesPointDto } from '@trato/domain/payments/dto';
import { addAmounts, convertToUsd } from '@trato/domain/payments/rates';
import type { PaymentMetricsQuery } from '@trato/domain/payments/schemas';
import { bucketLabel, bucketsBetween, seriesGranularity, type SeriesGranularity } from '@trato/domain/payments/series';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, paymentDayTotals, payments, projects } from '../../db/schema/index.ts';
import { rateLookup, zoneAndRates } from './currency-rates.ts';
import { overdueSql, overdueTotalsSql, owedSql, owedTotalsSql, paymentFilter, pipelineSql, pipelineTotalsSql, type PaymentFilter } from './payments.filters.ts';

/** A closed range longer than this many buckets charts only the buckets that have payments. */
const MAX_FILLED_BUCKETS = 240;

type Cell = { currency: string; bucket: string | null; collected: string; pending: string; overdue: string; pipeline: string; count: number };

const bucketSql = (day: SQL, granularity: SeriesGranularity) =>
  // A literal, not a parameter: GROUP BY must see the very expression the SELECT has.
  sql<string | null>`to_char(${day}, ${sql.raw(granularity === 'day' ? "'YYYY-MM-DD'" : "'YYYY-MM'")})`;

const sumWhere = (amount: SQL | typeof payments.amount, condition: SQL) => sql<string>`coalesce(sum(${amount}) filter (where ${condition}), 0)::text`;

/**
 * Sums per currency and bucket, exact (numeric in SQL, text out): one statement over the day totals
 * (decision 0035: a few thousand rows where the payments are a million), or over the payments when
 * the filter names a client or a proposal/portal, which the totals do not keep. `pending` is what is
 * owed, `pipeline` what open proposals may bring (receivables.ts: the totals' owner type tells them apart).
 */
async function sumCells(db: Executor, filter: PaymentFilter, granularity: SeriesGranularity): Promise<Cell[]> {
  const today = filter.range.today;
  if (filter.totalsWhere) {
    const t = paymentDayTotals;
    const bucket = bucketSql(sql`${t.day}`, granularity);
    return db
      .select({
        currency: t.currency,
        bucket,
        collected: sumWhere(sql`${t.amount}`, sql`${t.paid}`),
        pending: sumWhere(sql`${t.amount}`, owedTotalsSql()),
        overdue: sumWhere(sql`${t.amount}`, overdueTotalsSql(today)),
        pipeline: sumWhere(sql`${t.amount}`, pipelineTotalsSql()),
        count: sql<number>`sum(${t.n})::int`,
      })
      .from(t)
      .where(filter.totalsWhere)
      .groupBy(t.currency, bucket);
  }
  const bucket = bucketSql(sql`${payments.dueAt} at time zone 'UTC'`, granularity);
  return db
    .select({
      currency: payments.amountType,
      bucket,
      collected: sumWhere(payments.amount, sql`${payments.status} = 'paid'`),
      pending: sumWhere(payments.amount, owedSql()),
      overdue: sumWhere(payments.amount, overdueSql(today)),
      pipeline: sumWhere(payments.amount, pipelineSql()),
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .innerJoin(projects, and(eq(projects.id, payments.projectId), eq(projects.workspaceId, payments.workspaceId)))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(filter.where)
    .groupBy(payments.amountType, bucket);
}

const money = (v: string) => addAmounts(v); // numeric text "12.5" or "0" → "12.50"

function currencyRows(cells: Cell[], rateOf: (code: string) => string): CurrencyMetricsDto[] {
  const codes = [...new Set(cells.map((c) => c.currency))].sort();
  return codes.map((code) => {
    const mine = cells.filter((c) => c.currency === code);
    const collected = addAmounts(...mine.map((c) => c.collected));
    const pending = addAmounts(...mine.map((c) => c.pending));
    const overdue = addAmounts(...mine.map((c) => c.overdue));
    const pipeline = addAmounts(...mine.map((c) => c.pipeline));
    const rate = rateOf(code);
    return {
      currency_code: code,
      collected,
      pending,
      overdue,
      pipeline,
      collected_usd: convertToUsd(collected, rate),
      pending_usd: convertToUsd(pending, rate),
      overdue_usd: convertToUsd(overdue, rate),
      pipeline_usd: convertToUsd(pipeline, rate),
      usd_per_unit: rate,
      count: mine.reduce((n, c) => n + c.count, 0),
    };
  });
}

function seriesPoints(cells: Cell[], rateOf: (code: string) => string, granularity: SeriesGranularity, from: string | null, to: string | null): PaymentSeriesPointDto[] {
  const dated = cells.filter((c): c is Cell & { bucket: string } => c.bucket !== null);
  const present = [...new Set(dated.map((c) => c.bucket))].sort();
  let buckets = present;
  if (from && to) {
    const filled = bucketsBetween(from, to, granularity);
    if (filled.length <= MAX_FILLED_BUCKETS) buckets = filled;
  } else if (present.length) {
    const filled = bucketsBetween(`${present[0]!.slice(0, 7)}-01`, `${present[present.length - 1]!.slice(0, 7)}-01`, 'month');
    if (granularity === 'month' && filled.length <= MAX_FILLED_BUCKETS) buckets = filled;
  }
  return buckets.map((period) => {
    const mine = dated.filter((c) => c.bucket === period);
    return {
      period,
      label: bucketLabel(period),
      collected_usd: addAmounts(...mine.map((c) => convertToUsd(money(c.collected), rateOf(c.currency)))),
      pending_usd: addAmounts(...mine.map((c) => convertToUsd(money(c.pending), rateOf(c.currency)))),
    };
  });
}

/**
 * `GET /v1/payments/metrics`: collected / owed (pending) / overdue / pipeline per currency and in USD with the
 * workspace's rates, and the chart series. Two statements: zone and rates, then the sums.
 */
export async function paymentMetrics(db: Executor, workspaceId: string, now: Date, q: PaymentMetricsQuery): Promise<PaymentMetricsDto> {
  const { timeZone, stored, mainCurrency } = await zoneAndRates(db, workspaceId);
  const filter = paymentFilter(workspaceId, timeZone, now, q);
  const { from, to } = filter.range;
  const granularity = seriesGranularity(from || to ? { from, to } : null);
  const cells = (await sumCells(db, filter, granularity)).map((c) => ({ ...c, collected: money(c.collected), pending: money(c.pending), overdue: money(c.overdue), pipeline: money(c.pipeline) }));
  const rateOf = rateLookup(stored);
  const currencies = currencyRows(cells, rateOf);
  return {
    range: filter.range,
    main_currency: mainCurrency,
    currencies,
    totals_usd: {
      collected: addAmounts(...currencies.map((c) => c.collected_usd)),
      pending: addAmounts(...currencies.map((c) => c.pending_usd)),
      overdue: addAmounts(...currencies.map((c) => c.overdue_usd)),
      pipeline: addAmounts(...currencies.map((c) => c.pipeline_usd)),
      count: currencies.reduce((n, c) => n + c.count, 0),
    },
    series: { granularity, points: seriesPoints(cells, rateOf, granularity, from, to) },
  };
}
