/**
 * Proposal statuses (SPEC §4) and the one table of allowed transitions.
 *
 * The spec leaves transitions open; docs/decisions/0006-proposal-status-transitions.md explains
 * this table. In short: `init` only leaves through finishing the builder (→ DRAFT); ACCEPTED is
 * reached only by the client's signature and never left; FILED can be reopened as a draft.
 */
export const PROPOSAL_STATUSES = ['init', 'DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'FILED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The statuses a person can see and choose (init is the unfinished builder). */
export const VISIBLE_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'FILED'] as const satisfies readonly ProposalStatus[];

export const STATUS_LABELS: Record<ProposalStatus, string> = {
  init: 'Sin terminar',
  DRAFT: 'Borrador',
  SENT: 'Enviado',
  ACCEPTED: 'Aceptado',
  DECLINED: 'Rechazado',
  FILED: 'Archivado',
};

/** SPEC §4: the label of a status; unknown values are shown as they are. */
export function statusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export function isProposalStatus(value: unknown): value is ProposalStatus {
  return typeof value === 'string' && (PROPOSAL_STATUSES as readonly string[]).includes(value);
}

/** Who moves a proposal: staff by hand (POST /status, the board), or the system (finish, sign, decline). */
export type TransitionActor = 'staff' | 'system';

/** Allowed manual (staff) transitions: from → to. */
export const STAFF_TRANSITIONS: Record<ProposalStatus, readonly ProposalStatus[]> = {
  init: [],
  DRAFT: ['SENT', 'DECLINED', 'FILED'],
  SENT: ['DRAFT', 'DECLINED', 'FILED'],
  DECLINED: ['DRAFT', 'FILED'],
  FILED: ['DRAFT'],
  ACCEPTED: [],
};

/** Transitions only the system makes: finishing the builder, the client's signature or decline. */
export const SYSTEM_TRANSITIONS: Record<ProposalStatus, readonly ProposalStatus[]> = {
  init: ['DRAFT'],
  DRAFT: ['ACCEPTED', 'DECLINED'],
  SENT: ['ACCEPTED', 'DECLINED'],
  DECLINED: [],
  FILED: [],
  ACCEPTED: [],
};

export function canTransition(from: string, to: string, actor: TransitionActor = 'staff'): boolean {
  if (!isProposalStatus(from) || !isProposalStatus(to)) return false;
  // The system may do anything staff may, plus its own moves (finish, sign, decline).
  return STAFF_TRANSITIONS[from].includes(to) || (actor === 'system' && SYSTEM_TRANSITIONS[from].includes(to));
}

/** Statuses a staff member may move this proposal to (the row menu and the board's drop targets). */
export function nextStatuses(from: string): readonly ProposalStatus[] {
  return isProposalStatus(from) ? STAFF_TRANSITIONS[from] : [];
}

/** Content, services and payments can be edited until the proposal is signed (SPEC §4; issue 5 locks it). */
export function isEditable(status: string): boolean {
  return status !== 'ACCEPTED';
}

/** Counts against the plan's active-proposal limit: finished and still open. */
export const ACTIVE_STATUSES = ['DRAFT', 'SENT'] as const satisfies readonly ProposalStatus[];

/**
 * SPEC §4 cover label: DRAFT or ACCEPTED → 'Aceptada y firmada' (with the date when accepted_at);
 * DECLINED → 'Se solicitaron modificaciones' (with its date; the spec's 'Se solicitó' is a slip: decision 0065). Others: none. Dates are formatted by the caller.
 */
export function coverLabel(p: { status: string; accepted_at: string | null; declined_at: string | null }): { text: string; date: string | null } | null {
  if (p.status === 'ACCEPTED' || (p.status === 'DRAFT' && p.accepted_at)) return { text: 'Aceptada y firmada', date: p.accepted_at };
  if (p.status === 'DECLINED') return { text: 'Se solicitaron modificaciones', date: p.declined_at };
  return null;
}

/** SPEC §4: the valid-until date and the accept buttons show only for SENT or DRAFT. */
export const isOpenForClient = (status: string): boolean => status === 'SENT' || status === 'DRAFT';
