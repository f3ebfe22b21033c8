import type { BusinessIdentityDto } from '../collections/dto-schemas.ts';
import type { ProposalDto, ProposalSignatureSummaryDto } from './dto.ts';

/**
 * Wire shapes of the public proposal page and signing (docs/api/public-proposals.md).
 */

/** What the client sees at /p/{slug}: the proposal without staff-only fields. */
export type PublicProposalDto = Omit<
  ProposalDto,
  'form_step' | 'editable' | 'deleted_at' | 'line_id' | 'line' | 'company_id' | 'visitLogs' | 'comments_count' | 'project' | 'signature' | 'organization'
> & {
  /** The workspace's branding. Its business identity is `sender.identity`, said once (the staff DTO keeps `organization.identity` for the PDF). */
  organization: PublicOrganizationDto;
  /** The workspace is a demo: a sample-quote banner, and signing is refused. */
  is_demo: boolean;
  /** valid_until_at is in the past (end of that calendar day, UTC): cannot be signed. */
  expired: boolean;
  /** Whether 'Aceptar cotización' / 'Rechazar cotización' are offered (open status, not expired, not demo). */
  can_sign: boolean;
  can_decline: boolean;
  /** Present once signed. */
  signature: ProposalSignatureSummaryDto | null;
  links: { public: string; pdf: string };
  /** The terms the signer accepts (shown in the modal and frozen in the snapshot). */
  terms: { url: string; version: string };
  /** Who the proposal comes from: the sender card (issue 32 §1, decision 0079). */
  sender: PublicSenderDto;
};

/**
 * The provider's workspace as the public page shows it: the staff `organization` without its identity,
 * with its id, which the page's links into the portal carry so /c/login wears the provider's brand
 * (`?w=`, decisions 0081 and 0083).
 */
export type PublicOrganizationDto = Omit<ProposalDto['organization'], 'identity'> & { id: string };

/**
 * The sender card: the member who made the proposal (null once their account is gone) and the
 * workspace's business identity from settings «Cobros» (null until its legal name and tax id are set),
 * which also holds the business's phone and e-mail.
 */
export type PublicSenderDto = {
  person: { name: string; email: string; avatar: string | null } | null;
  identity: BusinessIdentityDto | null;
};

export type SignatureMode = 'draw' | 'type' | 'upload';

/** POST /v1/signatures answer (201; replayed as-is for the same Idempotency-Key). */
export type SignatureResultDto = {
  signature: { id: string; signer_name: string; signer_email: string; signed_at: string; snapshot_sha256: string };
  proposal: PublicProposalDto;
  project_id: string;
  /**
   * `/p/{slug}/accepted?magic_link={token}` — only while the signer's account (the email they typed)
   * has not proven its email; the session it opens reaches only the project just signed (decision 0011).
   * Null when that email is an existing customer of another company: her grant is held (decision 0061).
   */
  magic_link: string | null;
};

export type CommentReactionDto = { emoji: string; count: number; reacted: boolean };

export type CommentDto = {
  id: string;
  origin: 'portal' | 'admin' | 'customer' | 'public';
  author: { name: string; kind: 'staff' | 'customer' | 'guest'; avatar: string | null };
  body: string;
  created_at: string;
  reactions: CommentReactionDto[];
  /** The viewer may delete it (staff, or its own author). */
  can_delete: boolean;
};

/**
 * Who GET /v1/comments recognised the caller as on that thread (decision 0011): the page shows the
 * customer's form only to a customer it recognises, and a guest's name when their token is known.
 */
export type CommentViewerDto = { kind: 'staff' | 'customer' | 'guest'; name: string | null };

/** GET /v1/comments answer. */
export type CommentListDto = { data: CommentDto[]; viewer: CommentViewerDto };

/** POST /v1/comments (201) and POST /v1/comments/{id}/react answers: author_token when a visitor became a guest. */
export type CommentWriteDto = { data: CommentDto; author_token?: string };

export type VisitLogDto = { id: string; ip: string | null; user_agent: string | null; created_at: string };

export type AuditEventDto = {
  seq: number;
  type: 'created' | 'sent' | 'viewed' | 'commented' | 'signed' | 'declined' | string;
  data: Record<string, unknown>;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  prev_hash: string;
  hash: string;
};

/** GET /v1/proposals/{id}/evidence */
export type EvidenceDto = {
  events: AuditEventDto[];
  /** Every event's hash recomputed and linked to the previous one. */
  chain_valid: boolean;
  /** The first seq whose hash or link does not verify, or null. */
  broken_at: number | null;
  signature: {
    signer_name: string;
    signer_email: string;
    signed_at: string;
    ip: string | null;
    user_agent: string | null;
    mode: SignatureMode;
    snapshot_sha256: string;
    /** The stored snapshot hashed again and compared with snapshot_sha256. */
    snapshot_valid: boolean;
  } | null;
};
