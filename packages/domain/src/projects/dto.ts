import type { ContentData } from '../proposals/content.ts';
import type { PaymentDto, PaymentPlanId, ProposalClientDto, ProposalLineDto, ProposalServiceDto } from '../proposals/dto.ts';
import type { VisitLogDto } from '../proposals/public-dto.ts';
import type { PaymentState } from '../payments/overdue.ts';
import type { PaymentTransferDto, TransferReview } from '../payments/transfer-review.ts';
import type { ServiceType } from '../services/types.ts';
import type { ProjectAction, ProjectStatus } from './statuses.ts';

/**
 * The wire shapes of the staff projects API (docs/api/projects.md). Zod-free: the staff app and the
 * portal may import them. Amounts are strings with 2 decimals in the project's currency; dates are
 * ISO 8601 (UTC) strings or null; stage dates are calendar days YYYY-MM-DD.
 */

/** One portal in a list (GET /v1/projects). */
export type ProjectListItemDto = {
  id: string;
  type: 'project';
  name: string;
  status: ProjectStatus;
  status_label: string;
  /** Tags for the cover and the board: the status label, plus 'Papelera' when trashed. */
  proposal_statuses: string[];
  slug: string;
  /** `public`: the page /p/{slug}; `client`: the portal /c/project/{id} (absolute). */
  links: { public: string; client: string };
  /** The proposal it was signed from (null for a portal made in the wizard). */
  proposal_id: string | null;
  line_id: string | null;
  line: ProposalLineDto | null;
  company_id: string | null;
  company: { id: string; name: string; logo: string | null } | null;
  client: ProposalClientDto | null;
  currency_code: string;
  /** Grand total of the services. */
  total: string;
  /** Sum of the paid payments. */
  paid_total: string;
  /** Mean progress of its stages, 0–100 (0 without stages). */
  progress: number;
  stages_count: number;
  files_count: number;
  cover_url: string | null;
  /** Actions its status allows (publish, finish, reactivate). */
  actions: ProjectAction[];
  accepted_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/** A payment of a project: the builder's shape plus when it was marked paid. */
/** `state`: paymentState with the workspace's today (decision 0062), the word the portal shows too. */
export type ProjectPaymentDto = PaymentDto & { paid_at: string | null; state: PaymentState; transfer: PaymentTransferDto | null; review: TransferReview };

/** A project's payment plan (also the answer of POST /v1/projects/{id}/payments and of …/status). */
export type ProjectPaymentsDto = { type: 'installments' | null; plan: PaymentPlanId | null; payments: ProjectPaymentDto[] };

export type StageDto = {
  id: string;
  project_id: string;
  name: string;
  description: string;
  /** YYYY-MM-DD or null. */
  start_date: string | null;
  end_date: string | null;
  /** 0-based position in the timeline, dense (0..n-1). */
  order: number;
  /** 0–100 from the dates and today (SPEC §9), computed on every read. */
  progress: number;
  created_at: string;
  updated_at: string;
};

/** The icon family of a file (SPEC §3: pdf, png, docx, xlsx have their own). */
export type FileKind = 'pdf' | 'png' | 'docx' | 'xlsx' | 'image' | 'other';

export type FileDto = {
  id: string;
  project_id: string | null;
  /** The name it was uploaded with (also `original_name`, SPEC §3). */
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
  kind: FileKind;
  /** App path /api/files/{key}; `url` and `download_link` are the absolute link. */
  path: string;
  url: string;
  download_link: string;
  /** admin (staff), portal or customer (the client, from the portal). */
  origin: string | null;
  uploaded_by: { type: 'user' | 'customer'; id: string; name: string } | null;
  created_at: string;
};

/** A customer who can open the portal (project_customers). */
export type ProjectCustomerDto = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  is_contact: boolean;
  company_id: string;
};

/** One portal with everything (GET /v1/projects/{id}). */
export type ProjectDto = ProjectListItemDto & {
  content: ContentData | null;
  cover: { full_path: string | null };
  organization: { name: string; logo: string | null; logo_dark: string | null; primary_color: string; time_zone: string };
  services: ProposalServiceDto[];
  totals: { total: string; by_type: { type: ServiceType; total: string }[] };
  payments: ProjectPaymentsDto;
  stages: StageDto[];
  files: FileDto[];
  comments_count: number;
  /** Opens of its public page by people, newest first, at most 100. */
  visitLogs: VisitLogDto[];
  customers: ProjectCustomerDto[];
  proposal: { id: string; name: string; slug: string } | null;
  /** The wizard step last reached (1–5; 5 = completed). */
  form_step: number;
};

/** One entry of the activity feed (GET /v1/activities). */
export type ActivityDto = {
  id: string;
  /** e.g. project.created, project.published, project.finished, payment.paid, stage.created, file.uploaded. */
  type: string;
  project_id: string | null;
  project: { id: string; name: string; type: 'proposal' | 'project' } | null;
  user: { id: string; name: string; avatar: string | null } | null;
  data: Record<string, unknown>;
  created_at: string;
};

/** GET /v1/projects/{id}/magic-link. */
export type MagicLinkDto = { url: string; expires_at: string; customer: { id: string; name: string; email: string } };

/** POST /v1/projects/{id}/send-access. */
export type SendAccessDto = { sent: number; recipients: { id: string; name: string; email: string }[] };
