import type { ProposalDto } from '@trato/domain/proposals/dto';
import { TERMS_URL, TERMS_VERSION, termsText } from '@trato/domain/proposals/terms';
import { sha256 } from '../../lib/crypto.ts';
import { canonicalJson, toPlain } from '../audit/canonical-json.ts';

/**
 * Exactly what the client saw and signed: the proposal's name, content, services, payment plan,
 * totals, currency, the organisation and client shown on it, its validity, and the terms text.
 */
export type SignatureSnapshot = {
  proposal: { id: string; slug: string; name: string };
  content: ProposalDto['content'];
  services: ProposalDto['services'];
  payments: ProposalDto['payments'];
  totals: ProposalDto['totals'];
  currency: string;
  /** `time_zone` since decision 0066: older snapshots have none. */
  organization: Omit<ProposalDto['organization'], 'time_zone' | 'identity'> & { time_zone?: string; identity?: ProposalDto['organization']['identity'] };
  client: ProposalDto['client'];
  valid_until_at: string | null;
  terms: { url: string; version: string; text: string };
};

export function buildSnapshot(dto: ProposalDto): SignatureSnapshot {
  // As JSON carries it, so the stored jsonb and the hashed text are the same value.
  return toPlain({
    proposal: { id: dto.id, slug: dto.slug, name: dto.name },
    content: dto.content,
    services: dto.services,
    payments: dto.payments,
    totals: dto.totals,
    currency: dto.currency_code,
    organization: dto.organization,
    client: dto.client,
    valid_until_at: dto.valid_until_at,
    terms: { url: TERMS_URL, version: TERMS_VERSION, text: termsText() },
  });
}

/** SHA-256 (hex) of the snapshot's canonical JSON: stable whatever order jsonb keeps its keys in. */
export const snapshotSha256 = (snapshot: unknown): string => sha256(canonicalJson(snapshot));

/**
 * The proposal as it was signed, for the signed copy: the live DTO (status, dates, cover) with
 * everything the client saw taken from the snapshot.
 */
export function signedView(live: ProposalDto, s: SignatureSnapshot): ProposalDto {
  return {
    ...live,
    name: s.proposal.name,
    content: s.content,
    services: s.services,
    payments: s.payments,
    totals: s.totals,
    total: s.totals.total,
    currency_code: s.currency,
    // A snapshot signed before organizations carried their zone (decision 0066) takes the live one.
    // A snapshot signed before the PDF named its sender (decision 0080) takes the live identity.
    organization: { ...s.organization, time_zone: s.organization.time_zone ?? live.organization.time_zone, identity: s.organization.identity ?? live.organization.identity },
    client: s.client,
    valid_until_at: s.valid_until_at,
  };
}
