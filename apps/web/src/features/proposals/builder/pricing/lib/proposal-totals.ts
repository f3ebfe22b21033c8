import { centsToString, toCents } from '@trato/domain/services/money';
import { serviceTotals, type Priced } from '@trato/domain/services/totals';
import { SERVICE_TYPES, type ServiceType } from '@trato/domain/services/types';
import type { ServiceDraft } from './service-draft.ts';

export type DraftTotals = {
  /** serviceTotals (SPEC §5) of each service, in list order. */
  services: (Priced & { subservices: Priced[] })[];
  /** Sum per service type, in the order of SPEC §3's type list, only types present. */
  byType: { type: ServiceType; total: string }[];
  total: string;
};

/**
 * Live totals of the services being edited, with the domain's exact rules. A service counts under
 * its own type; a service with subservices is a container, so each subservice counts under its
 * type instead (that is what was sold: hours, a fixed-price logo…).
 */
export function draftTotals(services: readonly ServiceDraft[]): DraftTotals {
  const perService = services.map((s) => serviceTotals(s));
  const byType = new Map<ServiceType, bigint>();
  const add = (type: ServiceType, amount: string) => byType.set(type, (byType.get(type) ?? 0n) + (toCents(amount) ?? 0n));
  services.forEach((s, i) => {
    const totals = perService[i]!;
    if (s.subservices.length === 0) add(s.type, totals.total);
    else s.subservices.forEach((sub, j) => add(sub.type, totals.subservices[j]!.total));
  });
  const total = [...byType.values()].reduce((a, b) => a + b, 0n);
  return {
    services: perService,
    byType: SERVICE_TYPES.filter((t) => byType.has(t)).map((type) => ({ type, total: centsToString(byType.get(type)!) })),
    total: centsToString(total),
  };
}
