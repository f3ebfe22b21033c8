import { CURRENCIES, type CurrencyCode } from '@trato/domain/currencies';
import { DATE_PRESETS, isDay, type DatePreset } from '@trato/domain/payments/date-ranges';
import { PAYMENT_LIST_STATUSES, type PaymentListStatus } from '@trato/domain/payments/list-statuses';

/**
 * The /payments filters as they live in the URL query, under the API's own names (?status=paid&
 * preset=this_month&page=2), so back/forward, reload and a shared link keep them. Anything invalid
 * in a hand-edited URL is dropped, never sent on to a 422.
 */
export type PaymentFilters = {
  status: PaymentListStatus | null;
  preset: DatePreset;
  from: string | null;
  to: string | null;
  company_id: string | null;
  project_id: string | null;
  currency: CurrencyCode | null;
  page: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYS = ['status', 'preset', 'from', 'to', 'company_id', 'project_id', 'currency', 'page'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => (list.includes(value as T) ? (value as T) : null);

export function readPaymentFilters(search: URLSearchParams): PaymentFilters {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const from = search.get('from');
  const to = search.get('to');
  return {
    status: oneOf(PAYMENT_LIST_STATUSES, search.get('status')),
    preset: oneOf(DATE_PRESETS, search.get('preset')) ?? 'all',
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    company_id: UUID.test(search.get('company_id') ?? '') ? search.get('company_id') : null,
    project_id: UUID.test(search.get('project_id') ?? '') ? search.get('project_id') : null,
    currency: oneOf(CURRENCIES, search.get('currency')),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The filters back into the query, beside whatever else it holds; defaults are left out. */
export function writePaymentFilters(current: URLSearchParams, f: PaymentFilters): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of KEYS) out.delete(key);
  if (f.status) out.set('status', f.status);
  if (f.preset !== 'all') out.set('preset', f.preset);
  if (f.preset === 'custom' && f.from) out.set('from', f.from);
  if (f.preset === 'custom' && f.to) out.set('to', f.to);
  if (f.company_id) out.set('company_id', f.company_id);
  if (f.project_id) out.set('project_id', f.project_id);
  if (f.currency) out.set('currency', f.currency);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

/** A custom range the API would refuse (no side, or from after to) while the person is still typing it. */
export function customRangeProblem(f: PaymentFilters): 'empty' | 'reversed' | null {
  if (f.preset !== 'custom') return null;
  if (!f.from && !f.to) return 'empty';
  return f.from && f.to && f.from > f.to ? 'reversed' : null;
}

export type PaymentsApiQuery = Record<string, string | number | undefined>;

/**
 * The query of GET /v1/payments/metrics (and of the list with `page`). An unfinished custom range
 * asks for everything until it is complete, rather than for a 422.
 */
export function paymentsApiQuery(f: PaymentFilters, withPage = false): PaymentsApiQuery {
  const custom = f.preset === 'custom' && !customRangeProblem(f);
  return {
    status: f.status ?? undefined,
    preset: f.preset === 'custom' && !custom ? 'all' : f.preset,
    from: custom ? (f.from ?? undefined) : undefined,
    to: custom ? (f.to ?? undefined) : undefined,
    company_id: f.company_id ?? undefined,
    project_id: f.project_id ?? undefined,
    currency: f.currency ?? undefined,
    page: withPage && f.page > 1 ? f.page : undefined,
  };
}

/** Whether anything narrows the list (the empty state then suggests other filters, not a first proposal). */
export const isFiltered = (f: PaymentFilters): boolean =>
  Boolean(f.status || f.preset !== 'all' || f.company_id || f.project_id || f.currency);
