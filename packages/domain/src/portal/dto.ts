import type { PaginationMeta } from '../pagination.ts';
import type { ContentData } from '../proposals/content-types.ts';
import type { PaymentPlanId, PaymentStatus, ProposalServiceDto } from '../proposals/dto.ts';
import type { SignatureMode } from '../proposals/public-dto.ts';
import type { PaymentState } from '../payments/overdue.ts';
import type { PaymentTransferDto, PortalBankAccountDto, TransferReview } from '../payments/transfer-review.ts';
import type { MethodOffer } from '../payments/payment-methods.ts';
import type { ServiceType } from '../services/types.ts';

/**
 * Wire shapes of the customer portal and customer sign-in (docs/api/portal.md). Zod-free: the portal
 * entry imports these types only. Amounts are strings with 2 decimals in the project's currency;
 * dates are ISO 8601 strings (UTC) or null; calendar dates (stages) are YYYY-MM-DD.
 * Changes are additive only: the portal web is built against this file.
 */

/** How a customer signs in (SPEC §6: local, google, magic-link). */
export type CustomerStrategy = 'local' | 'google' | 'magic-link';

/** The signed-in customer. */
export type PortalUserDto = {
  id: string;
  name: string;
  email: string;
  /** Their Google picture once they signed in with Google; null otherwise. */
  avatar: string | null;
  /** Whether a password is set (the portal offers 'set' or 'change' accordingly). */
  has_password: boolean;
};

/** The provider's workspace as the portal paints it (logo and primary colour) and dates it (its time zone). */
export type PortalOrganizationDto = { name: string; logo: string | null; logo_dark: string | null; primary_color: string; time_zone: string };

/**
 * A portal's provider with its workspace id, which /c/login is branded by after «Salir»
 * (`/c/login?w={id}`, decision 0081): only in a portal the reader may open, never in the list a
 * customer without portals gets.
 */
export type PortalProjectOrganizationDto = PortalOrganizationDto & { id: string };

/** GET /auth/customer/brand/{workspace}: what /c/login shows of the provider (decision 0081). */
export type PortalBrandDto = { name: string; logo: string | null; logo_dark: string | null; primary_color: string };

/**
 * Answer of every customer sign-in that opens a session: POST /auth/customer/login, /google,
 * /login-link and GET /auth/customer/authorize/google/callback.
 */
export type CustomerSignInDto = {
  success: true;
  handler: 'redirect_dashboard';
  strategy: CustomerStrategy;
  token: { access_token: string };
  user: { id: string; name: string; email: string };
  /** Where to go: /c/project/{id} for a link tied to a project, else /c/dashboard. */
  redirectUrl: string;
};

/** POST /auth/customer/check: 1 = has a password (ask for it), 2 = no password (offer the magic link / Google). Unknown emails answer 2. */
export type CustomerCheckDto = { status: 1 | 2 };

/** POST /auth/customer/current */
export type CustomerCurrentDto = { user: { id: string; name: string; email: string }; projects: { id: string; name: string }[] };

/** One portal in the 'Más Portales' list. */
export type PortalProjectSummaryDto = {
  id: string;
  name: string;
  cover_url: string | null;
  client: { name: string; logo: string | null } | null;
  created_at: string;
};

/** GET /v1/customer/projects?page&perPage&response=simple&project_id */
export type CustomerProjectsDto = {
  projects: PortalProjectSummaryDto[];
  meta: PaginationMeta;
  /** The project asked for (project_id), else the first one; null when the customer has none. */
  current_project: PortalProjectSummaryDto | null;
  user: PortalUserDto;
  organization: PortalOrganizationDto;
};

/** A file of the project (Archivos). `download_link` is an app-relative URL anyone holding it can open. */
export type PortalFileDto = {
  id: string;
  name: string;
  mime_type: string;
  /** Lower-case extension without the dot ('pdf', 'png', 'docx', 'xlsx'… for the icons), '' when none. */
  extension: string;
  size: number;
  download_link: string;
  /** portal: uploaded by a customer from the portal; admin: by staff. */
  origin: 'portal' | 'admin';
  uploaded_by: { kind: 'customer' | 'staff'; name: string } | null;
  created_at: string;
};

/** One payment of the plan, as the client sees it (Pagos, Calendario). */
export type PortalPaymentDto = {
  id: string;
  name: string;
  /** The currency code. */
  amount_type: string;
  amount: string;
  /** This payment's share of the whole plan (0–100, 2 decimals): amount ÷ sum of all amounts. */
  percent: string;
  position: number;
  status: PaymentStatus;
  /** paymentState with the workspace's today: an overdue payment is overdue for the client too (decision 0062). */
  state: PaymentState;
  due_at: string | null;
  paid_at: string | null;
  /** The latest bank transfer the client reported for it (decision 0071), or null. */
  transfer: PaymentTransferDto | null;
  /** transferReview: «En revisión» while a transfer waits for the provider; 'rejected' shows its reason to the client. */
  review: TransferReview;
  /** paymentMethodsFor(currency, what the workspace connected): every method, on or off with why (issue 31 §2). */
  methods: MethodOffer[];
};

export type PortalPaymentsDto = {
  type: 'installments' | null;
  plan: PaymentPlanId | null;
  currency_code: string;
  /** Sum of every payment, of the paid ones, and of the pending ones. */
  total: string;
  paid_total: string;
  pending_total: string;
  payments: PortalPaymentDto[];
};

/**
 * A service of the project. `optional: false`: contracted (copied into the project); `optional: true`:
 * a public catalogue service of the provider the client can ask a quote for (then `requested` says
 * whether they already did for this project).
 */
export type PortalServiceDto = Pick<
  ProposalServiceDto,
  'name' | 'description' | 'type' | 'quantity' | 'quantity_type' | 'value' | 'value_type' | 'total' | 'subservices'
> & {
  /** project_services id for a contracted service; the catalogue service id for an optional one (what quote/bulk takes). */
  id: string;
  optional: boolean;
  requested: boolean;
};

/** A project stage (Etapa / Hito) with its progress computed from its dates and today (SPEC §9). */
export type PortalStageDto = {
  id: string;
  name: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  position: number;
  /** 0–100. */
  progress: number;
};

/** The signed contract (Contrato): exactly what was signed, its certificate data and the signed PDF. */
export type PortalContractDto = {
  proposal: { id: string; slug: string; name: string };
  content: ContentData | null;
  services: ProposalServiceDto[];
  payments: { type: 'installments' | null; plan: PaymentPlanId | null; payments: { name: string; amount: string; percent: string; due_at: string | null }[] };
  totals: { total: string; by_type: { type: ServiceType; total: string }[] };
  currency: string;
  terms: { url: string; version: string };
  certificate: { signer_name: string; signer_email: string; signed_at: string; mode: SignatureMode; snapshot_sha256: string };
  /** The signed copy with its certificate page (app-relative; public by the proposal's unguessable slug). */
  pdf_url: string;
};

/** GET /v1/customer/projects/{id} and GET /v1/projects/{id}/client (staff 'Ver como cliente'): one reader. */
export type PortalProjectDto = {
  id: string;
  type: 'project';
  name: string;
  status: string;
  currency_code: string;
  cover_url: string | null;
  created_at: string;
  links: { portal: string };
  client: { name: string; logo: string | null } | null;
  organization: PortalProjectOrganizationDto;
  content: ContentData | null;
  /** max_bytes: the server's upload limit per file, said before choosing (issue 32 §5). */
  files: { count: number; data: PortalFileDto[]; max_bytes: number };
  payments: PortalPaymentsDto;
  services: PortalServiceDto[];
  stages: PortalStageDto[];
  /** Null for a portal that started without a proposal (or one not signed). */
  contract: PortalContractDto | null;
  comments_count: number;
};

/** GET /v1/customer/services?project_id */
export type CustomerServicesDto = { data: PortalServiceDto[] };

/** POST /v1/customer/services/quote/bulk {service_ids, project_id?} */
export type QuoteRequestDto = { success: true; message: string; data: { service_ids: string[] } };

/** GET /v1/customer/payments?project_id */
/** `meta.bank_accounts`: the workspace's accounts a payment can be transferred to (each pays only its currency, decision 0071). */
export type CustomerPaymentsDto = { data: PortalPaymentDto[]; meta: Omit<PortalPaymentsDto, 'payments'> & { bank_accounts: PortalBankAccountDto[] } };

/** One entry of the customer's bell. */
export type CustomerNotificationDto = {
  id: string;
  type: string;
  title: string;
  icon: string;
  url: string | null;
  project_id: string | null;
  data: Record<string, unknown>;
  /** SPEC §3's `readed`. */
  readed: boolean;
  read_at: string | null;
  createdAt: string;
};

/** GET /v1/customer/notifications */
export type CustomerNotificationsDto = { data: CustomerNotificationDto[]; unread: number };

/** PUT /v1/customer/notifications/read and PUT /v1/customer/notifications/{id}/read */
export type CustomerNotificationsReadDto = { updated: number; unread: number };

/** POST /v1/customer/projects/{id}/files (multipart) */
export type CustomerUploadDto = { data: PortalFileDto[] };

/** PUT /v1/customer/password */
export type CustomerPasswordDto = { success: true; message: string };
