import type { BusinessIdentityDto } from '../collections/dto-schemas.ts';
import type { ServiceType } from '../services/types.ts';
import type { ContentData } from './content.ts';
import type { VisitLogDto } from './public-dto.ts';
import type { ProposalStatus } from './statuses.ts';

/**
 * The wire shapes of proposals (docs/api/proposals.md). Amounts are strings with 2 decimals in the
 * proposal's currency; dates are ISO 8601 strings (UTC) or null.
 */

export type ProposalSubserviceDto = {
  key: string;
  name: string;
  description: string;
  type: ServiceType;
  quantity: string;
  quantity_type: string | null;
  value: string;
  value_type: string | null;
  total: string;
  position: number;
};

export type ProposalServiceDto = {
  id: string;
  /** Random 5-character key, unique inside the proposal. */
  key: string;
  /** The catalogue service it was copied from (null for ad-hoc services). */
  service_id: string | null;
  name: string;
  description: string;
  type: ServiceType;
  quantity: string;
  quantity_type: string | null;
  value: string;
  value_type: string | null;
  total: string;
  position: number;
  subservices: ProposalSubserviceDto[];
};

export type PaymentStatus = 'pending' | 'paid';

export type PaymentDto = {
  id: string;
  /** Local random id from the builder; stable across saves. */
  key: string;
  name: string;
  /** The currency code (SPEC §3). */
  amount_type: string;
  amount: string;
  percent: string;
  position: number;
  status: PaymentStatus;
  due_at: string | null;
  project_id: string;
};

export const PAYMENT_PLANS = ['singlePayment', 'recurrentPayment', 'fiftyFifty', 'installments'] as const;
export type PaymentPlanId = (typeof PAYMENT_PLANS)[number];

export type ProposalPaymentsDto = {
  /** null or 'installments' (SPEC §3). */
  type: 'installments' | null;
  /** The plan chosen in the builder, if any. */
  plan: PaymentPlanId | null;
  payments: PaymentDto[];
};

export type ProposalLineDto = { id: string; name: string; slug: string; color: string; badgeColor: string };

export type ProposalClientDto = {
  name: string;
  logo: string | null;
  is_person: boolean;
  contact: { id: string; name: string; email: string; phone: string | null } | null;
};

/** One proposal in a list (GET /v1/proposals). */
export type ProposalListItemDto = {
  id: string;
  type: 'proposal' | 'project';
  name: string;
  /** The quote number «COT-2026-0042» (decision 0080); null on a portal. */
  code: string | null;
  status: ProposalStatus | string;
  status_label: string;
  /** Status tags shown on the cover (SPEC §3 proposal_statuses): the label of the current status. */
  proposal_statuses: string[];
  slug: string;
  links: { public: string };
  line_id: string | null;
  line: ProposalLineDto | null;
  company_id: string | null;
  company: { id: string; name: string; logo: string | null } | null;
  client: ProposalClientDto | null;
  currency_code: string;
  /** Grand total of the services. */
  total: string;
  cover_url: string | null;
  valid_until_at: string | null;
  sent_at: string | null;
  accepted_at: string | null;
  declined_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** One proposal with everything (GET /v1/proposals/{id}, GET /v1/proposal-form/{id}). */
export type ProposalDto = ProposalListItemDto & {
  request: ContentData | null;
  content: ContentData | null;
  cover: { full_path: string | null };
  declined_reason: string | null;
  /** The provider's workspace; `time_zone` is where its instants (sent, signed) fall on a day. */
  organization: {
    name: string;
    logo: string | null;
    logo_dark: string | null;
    primary_color: string;
    time_zone: string;
    /** Settings «Cobros» business identity (legal name, tax id, address, contact): the PDF's sender; null until set. */
    identity: BusinessIdentityDto | null;
  };
  services: ProposalServiceDto[];
  /** Per-type totals (SPEC §5) and the grand total. */
  totals: { total: string; by_type: { type: ServiceType; total: string }[] };
  payments: ProposalPaymentsDto;
  /** The builder step last reached (1–6). */
  form_step: number;
  /** Whether content, services and payments can still be changed (false once signed). */
  editable: boolean;
  /** Staff only: opens of the public page by people (not staff, not bots), newest first, at most 100. */
  visitLogs: VisitLogDto[];
  /** Staff only: comments on the thread (deleted ones not counted). */
  comments_count: number;
  /** Present once signed (also on the public page). */
  signature: ProposalSignatureSummaryDto | null;
  /** Staff only: the project (type project) made from this proposal once signed. */
  project: { id: string; name: string } | null;
};

export type ProposalSignatureSummaryDto = { signer_name: string; signed_at: string; snapshot_sha256: string };

/** POST /v1/proposals/{id}/send answer: the proposal, now sent, and the confirmation to show. */
export type ProposalSentDto = { data: ProposalDto; message: string };
