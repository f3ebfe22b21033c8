import { describe, expect, it } from 'vitest';
import { customRangeProblem, isFiltered, paymentsApiQuery, readPaymentFilters, writePaymentFilters } from './payment-filters.ts';

const ID = '6f1c2a57-3b1e-4c8e-9a51-2f0d8c7e1a90';

describe('payment filters in the URL', () => {
  it('reads every filter and writes it back without defaults', () => {
    const search = new URLSearchParams(`status=paid&preset=custom&from=2026-11-01&to=2026-11-30&company_id=${ID}&currency=CLP&page=3&tab=x`);
    const f = readPaymentFilters(search);
    expect(f).toEqual({ status: 'paid', preset: 'custom', from: '2026-11-01', to: '2026-11-30', company_id: ID, project_id: null, currency: 'CLP', page: 3 });
    expect(writePaymentFilters(search, f).toString()).toBe(`tab=x&status=paid&preset=custom&from=2026-11-01&to=2026-11-30&company_id=${ID}&currency=CLP&page=3`);
    expect(writePaymentFilters(search, { ...f, status: null, preset: 'all', company_id: null, currency: null, page: 1 }).toString()).toBe('tab=x');
  });

  it('drops what a hand-edited URL gets wrong', () => {
    const f = readPaymentFilters(new URLSearchParams('status=late&preset=someday&from=2026-02-30&company_id=1&currency=XYZ&page=-2'));
    expect(f).toEqual({ status: null, preset: 'all', from: null, to: null, company_id: null, project_id: null, currency: null, page: 1 });
    expect(isFiltered(f)).toBe(false);
  });

  it('keeps from/to only for a custom range', () => {
    const f = readPaymentFilters(new URLSearchParams('preset=this_month&from=2026-11-01'));
    expect(writePaymentFilters(new URLSearchParams(), f).toString()).toBe('preset=this_month');
    expect(paymentsApiQuery(f)).toMatchObject({ preset: 'this_month', from: undefined });
  });

  it('asks for everything while a custom range is incomplete or reversed', () => {
    const base = readPaymentFilters(new URLSearchParams('preset=custom'));
    expect(customRangeProblem(base)).toBe('empty');
    expect(paymentsApiQuery(base).preset).toBe('all');
    const reversed = { ...base, from: '2026-12-01', to: '2026-11-01' };
    expect(customRangeProblem(reversed)).toBe('reversed');
    expect(paymentsApiQuery(reversed)).toMatchObject({ preset: 'all', from: undefined, to: undefined });
    const open = { ...base, to: '2026-11-01' };
    expect(paymentsApiQuery(open, true)).toEqual({
      status: undefined, preset: 'custom', from: undefined, to: '2026-11-01', company_id: undefined, project_id: undefined, currency: undefined, page: undefined,
    });
  });
});
