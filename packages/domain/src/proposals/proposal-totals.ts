import { centsToString, sumCents, toCents } from '../services/money.ts';
import { serviceTotals, type PricedInput } from '../services/totals.ts';
import type { ServiceType } from '../services/types.ts';

export type ProposalTotals = { total: string; by_type: { type: ServiceType; total: string }[] };

export type ProposalTotalsInput = PricedInput & { subservices?: readonly PricedInput[] | null };

/**
 * The totals of a proposal's services (ProposalDto.totals): each service's total by the SPEC §5
 * rules (serviceTotals: recomputed, never trusted from the input), summed per service type in the
 * order the types first appear in the list, and the grand total. A service with subservices counts
 * under its own type with the sum of its subservices. Exact cents, so the per-type totals always
 * add up to the grand total.
 */
export function proposalTotals(services: readonly ProposalTotalsInput[]): ProposalTotals {
  const byType = new Map<ServiceType, bigint>();
  for (const service of services) {
    const cents = toCents(serviceTotals(service).total) ?? 0n;
    byType.set(service.type, (byType.get(service.type) ?? 0n) + cents);
  }
  return {
    total: centsToString(sumCents([...byType.values()])),
    by_type: [...byType].map(([type, cents]) => ({ type, total: centsToString(cents) })),
  };
}
