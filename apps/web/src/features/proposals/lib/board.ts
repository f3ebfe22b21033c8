import type { ProposalListItemDto } from '@trato/domain/proposals/dto';
import { VISIBLE_STATUSES, type ProposalStatus } from '@trato/domain/proposals/statuses';

/** The board's columns, in order: Borrador, Enviado, Aceptado, Rechazado, Archivado. */
export const BOARD_COLUMNS: readonly ProposalStatus[] = VISIBLE_STATUSES;

/** A card dropped on another column whose status change is still in flight. */
export type PendingMove = { proposal: ProposalListItemDto; to: string };

/**
 * The cards of one column while moves are in flight: its own proposals minus those being moved
 * elsewhere, plus those being moved here (first, so the person sees where the card landed).
 */
export function columnCards(status: string, own: readonly ProposalListItemDto[], moving: ReadonlyMap<string, PendingMove>): ProposalListItemDto[] {
  const ownIds = new Set(own.map((p) => p.id));
  const incoming = [...moving.values()].filter((m) => m.to === status && !ownIds.has(m.proposal.id)).map((m) => ({ ...m.proposal, status }));
  const staying = own.filter((p) => (moving.get(p.id)?.to ?? status) === status);
  return [...incoming, ...staying];
}
