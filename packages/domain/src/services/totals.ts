import { centsToString, multiplyCents, sumCents, toCents } from './money.ts';
import type { ServiceType } from './types.ts';

/**
 * Service totals, SPEC §5 — the one implementation used by the form and by the server.
 *
 * - A `simple` service is a fixed-price item: it sends quantity 1 and value 1 (SPEC §5, §9), and its
 *   total is the price the user types. (Computing 1 × 1 = 1 would turn every simple service into a
 *   price of 1, which nobody means; see docs/decisions/0005-service-totals.md.)
 * - Any other type: total = quantity × value, rounded half up to 2 decimals.
 * - With subservices, whatever the parent's type: total = Σ subservice totals, quantity = Σ
 *   quantities and value = Σ values.
 *
 * Amounts in and out are strings with 2 decimals; the maths is in integer cents.
 */

export type PricedInput = {
  type: ServiceType;
  quantity?: string | number | null;
  value?: string | number | null;
  /** Only read for `simple` (its price); ignored for every other type. */
  total?: string | number | null;
};

export type Priced = { quantity: string; value: string; total: string };
type PricedCents = { quantity: bigint; value: bigint; total: bigint };

const cents = (v: string | number | null | undefined): bigint => (v === null || v === undefined || v === '' ? 0n : (toCents(v) ?? 0n));

function itemCents(item: PricedInput): PricedCents {
  if (item.type === 'simple') return { quantity: 100n, value: 100n, total: cents(item.total) };
  const quantity = cents(item.quantity);
  const value = cents(item.value);
  return { quantity, value, total: multiplyCents(quantity, value) };
}

const toStrings = (c: PricedCents): Priced => ({
  quantity: centsToString(c.quantity),
  value: centsToString(c.value),
  total: centsToString(c.total),
});

/** One item (a service without subservices, or a subservice). Unparseable amounts count as 0. */
export function itemTotals(item: PricedInput): Priced {
  return toStrings(itemCents(item));
}

/** A service with its subservices: the parent's figures and each subservice's, in order. */
export function serviceTotals(service: PricedInput & { subservices?: readonly PricedInput[] | null }): Priced & { subservices: Priced[] } {
  const subs = (service.subservices ?? []).map(itemCents);
  if (subs.length === 0) return { ...toStrings(itemCents(service)), subservices: [] };
  return {
    quantity: centsToString(sumCents(subs.map((s) => s.quantity))),
    value: centsToString(sumCents(subs.map((s) => s.value))),
    total: centsToString(sumCents(subs.map((s) => s.total))),
    subservices: subs.map(toStrings),
  };
}
