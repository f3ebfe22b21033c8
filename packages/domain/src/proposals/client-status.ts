/**
 * Where a proposal stands in the client's words (issue 32 §1, decision 0079): the public page never
 * shows the team's status pill (Enviado, Borrador…); a final state says what it means to the client.
 * An open proposal says nothing (its accept button and «Válida hasta» speak for it).
 */
export type ClientStatus = { kind: 'signed'; at: string | null } | { kind: 'declined' } | { kind: 'expired' } | null;

export const CLIENT_STATUS_TEXT = {
  signed: (day: string | null) => (day ? `Firmada el ${day}` : 'Firmada'),
  declined: 'Rechazada',
  expired: 'Vencida',
} as const;

export function clientStatus(p: {
  status: string;
  accepted_at: string | null;
  expired: boolean;
  signature?: { signed_at: string } | null;
}): ClientStatus {
  if (p.status === 'ACCEPTED') return { kind: 'signed', at: p.signature?.signed_at ?? p.accepted_at };
  if (p.status === 'DECLINED') return { kind: 'declined' };
  if (p.expired && (p.status === 'SENT' || p.status === 'DRAFT')) return { kind: 'expired' };
  return null;
}
