import { describe, expect, it } from 'vitest';
import { PAYMENTS_MESSAGES as M } from './messages.ts';
import { currencyRatesUpdateSchema, paymentCreateSchema, paymentListQuerySchema, paymentMetricsQuerySchema, paymentUpdateSchema } from './schemas.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('payments list query', () => {
  it('defaults to all, page 1; from/to without preset is custom; blanks are absent', () => {
    expect(paymentListQuerySchema.parse({})).toMatchObject({ preset: 'all', page: 1 });
    expect(paymentListQuerySchema.parse({ from: '2026-01-01', status: '', currency: '' })).toMatchObject({ preset: 'custom', from: '2026-01-01' });
    expect(paymentMetricsQuerySchema.parse({ preset: 'this_month', status: 'overdue', currency: 'CLP' })).toMatchObject({ preset: 'this_month', status: 'overdue' });
  });
  it('refuses bad values with Spanish messages', () => {
    const r = paymentListQuerySchema.safeParse({ status: 'late', preset: 'soon', from: '2026-02-30', company_id: 'x', currency: 'BTC', page: '0' });
    expect(issues(r).map(([p]) => p).sort()).toEqual(['company_id', 'currency', 'from', 'page', 'preset', 'status']);
    expect(issues(paymentListQuerySchema.safeParse({ preset: 'custom' }))).toEqual([['from', M.customNeedsDates]]);
    expect(issues(paymentListQuerySchema.safeParse({ to: '9999-12-31' }))).toEqual([['to', M.dateInvalid]]);
    expect(issues(paymentUpdateSchema.safeParse({ due_at: '0001-01-01' }))).toEqual([['due_at', M.dateInvalid]]);
    expect(issues(paymentListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual([['to', M.rangeReversed]]);
  });
});

describe('payment update and create', () => {
  it('reads amount or percent, a day or null, and status in any case', () => {
    expect(paymentUpdateSchema.parse({ amount: '1000,5', status: 'PAID', due_at: '2026-12-01T00:00:00.000Z' })).toEqual({ amount: '1000.5', status: 'paid', due_at: '2026-12-01' });
    expect(paymentUpdateSchema.parse({ percent: 25, due_at: null })).toEqual({ percent: '25', due_at: null });
  });
  it('refuses both amount and percent, nothing at all, and bad values', () => {
    expect(issues(paymentUpdateSchema.safeParse({ amount: '1', percent: '1' }))).toEqual([['amount', M.amountAndPercent]]);
    expect(issues(paymentUpdateSchema.safeParse({}))).toEqual([['', M.nothingToUpdate]]);
    const r = paymentUpdateSchema.safeParse({ name: ' ', amount: '-1', status: 'late', due_at: 'mañana' });
    expect(issues(r).map(([p]) => p).sort()).toEqual(['amount', 'due_at', 'name', 'status']);
    expect(issues(paymentUpdateSchema.safeParse({ percent: '100.01' }))).toEqual([['percent', M.percentInvalid]]);
  });
  it('create needs a project id', () => {
    expect(issues(paymentCreateSchema.safeParse({}))).toEqual([['project_id', M.projectInvalid]]);
    expect(paymentCreateSchema.parse({ project_id: '0b5c8f4e-7d0f-4c1e-9a55-2d3b7f1c9e10', name: ' Bono ' })).toMatchObject({ name: 'Bono' });
  });
});

describe('currency rates update', () => {
  it('accepts rates and null (back to default); refuses zero, junk and duplicates', () => {
    expect(currencyRatesUpdateSchema.parse({ rates: [{ currency_code: 'CLP', usd_per_unit: '0,0011' }, { currency_code: 'EUR', usd_per_unit: null }] }).rates).toEqual([
      { currency_code: 'CLP', usd_per_unit: '0.0011' },
      { currency_code: 'EUR', usd_per_unit: null },
    ]);
    expect(currencyRatesUpdateSchema.safeParse({ rates: [{ currency_code: 'CLP', usd_per_unit: '0' }] }).success).toBe(false);
    expect(currencyRatesUpdateSchema.safeParse({ rates: [{ currency_code: 'BTC', usd_per_unit: '1' }] }).success).toBe(false);
    expect(issues(currencyRatesUpdateSchema.safeParse({ rates: [{ currency_code: 'CLP', usd_per_unit: '1' }, { currency_code: 'CLP', usd_per_unit: '2' }] }))).toEqual([['rates', M.rateDuplicate]]);
  });
});
