import { proposalTotals } from '@trato/domain/proposals/proposal-totals';
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
 * Live totals of the services being edited, with the domain's exact rules — the same functions the
 * server uses for `totals` (proposalTotals), so the preview and the PDF show what the builder showed.
 */
export function draftTotals(services: readonly ServiceDraft[]): DraftTotals {
  const totals = proposalTotals(services);
  return { services: services.map((s) => serviceTotals(s)), byType: totals.by_type, total: totals.total };
}
