import { centsToString, toCents } from '@trato/domain/services/money';
import { serviceTotals, type Priced } from '@trato/domain/services/totals';
import type { ServiceType } from '@trato/domain/services/types';
import type { ServiceDraft } from './service-draft.ts';

export type DraftTotals = {
  /** serviceTotals (SPEC §5) of each service, in list order. */
  services: (Priced & { subservices: Priced[] })[];
  /** Sum per service type, in the order the types first appear. */
  byType: { type: ServiceType; total: string }[];
  total: string;
};

/**
 * Live totals of the services being edited, with the domain's exact rules: each service's total
 * (subservices included) counts under the service's own type, in the order types first appear —
 * the same grouping as the server's `totals.by_type` (proposals.serialize.ts), so the preview and
 * the PDF show what the builder showed.
 */
export function draftTotals(services: readonly ServiceDraft[]): DraftTotals {
  const perService = services.map((s) => serviceTotals(s));
  const byType = new Map<ServiceType, bigint>();
  const add = (type: ServiceType, amount: string) => byType.set(type, (byType.get(type) ?? 0n) + (toCents(amount) ?? 0n));
  services.forEach((s, i) => add(s.type, perService[i]!.total));
  const total = [...byType.values()].reduce((a, b) => a + b, 0n);
  return {
    services: perService,
    byType: [...byType].map(([type, cents]) => ({ type, total: centsToString(cents) })),
    total: centsToString(total),
  };
}
