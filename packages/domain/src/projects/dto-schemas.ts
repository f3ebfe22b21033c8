import { z } from 'zod';
import { isoDateTime } from '../openapi/common.ts';
import { paymentTransferSchema, transferReviewSchema } from '../payments/transfer-schemas.ts';
import type { SameType } from '../openapi/same-type.ts';
import { PAYMENT_PLANS } from '../proposals/dto.ts';
import { contentDataSchema, proposalClientSchema, proposalLineSchema, proposalServiceSchema, visitLogSchema } from '../proposals/dto-schemas.ts';
import { SERVICE_TYPES } from '../services/types.ts';
import type {
  ActivityDto,
  FileDto,
  MagicLinkDto,
  ProjectCustomerDto,
  ProjectDto,
  ProjectListItemDto,
  ProjectPaymentDto,
  ProjectPaymentsDto,
  SendAccessDto,
  StageDto,
} from './dto.ts';
import { paymentStateSchema } from '../payments/state-schema.ts';
import { PROJECT_ACTIONS, PROJECT_STATUSES } from './statuses.ts';

/**
 * Response schemas of the projects API, one per DTO of ./dto.ts (docs/decisions/0046). Amounts are
 * strings with 2 decimals. The pieces a project shares with a proposal (content, services, visits)
 * are the proposals' components.
 */

export const stageSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    name: z.string(),
    description: z.string(),
    start_date: z.string().nullable().describe('YYYY-MM-DD'),
    end_date: z.string().nullable().describe('YYYY-MM-DD'),
    order: z.number().int(),
    progress: z.number(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Stage' });
export const stageMatches: SameType<z.infer<typeof stageSchema>, StageDto> = true;

export const fileSchema = z
  .object({
    id: z.string(),
    project_id: z.string().nullable(),
    name: z.string(),
    original_name: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    kind: z.enum(['pdf', 'png', 'docx', 'xlsx', 'image', 'other']),
    path: z.string(),
    url: z.string(),
    download_link: z.string(),
    origin: z.string().nullable(),
    uploaded_by: z.object({ type: z.enum(['user', 'customer']), id: z.string(), name: z.string() }).nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'File' });
export const fileMatches: SameType<z.infer<typeof fileSchema>, FileDto> = true;

export const activitySchema = z
  .object({
    id: z.string(),
    type: z.string(),
    project_id: z.string().nullable(),
    project: z.object({ id: z.string(), name: z.string(), type: z.enum(['proposal', 'project']) }).nullable(),
    user: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
    data: z.record(z.string(), z.unknown()),
    created_at: isoDateTime,
  })
  .meta({ id: 'Activity' });
export const activityMatches: SameType<z.infer<typeof activitySchema>, ActivityDto> = true;

/** Per-type totals (SPEC §5) and the grand total. */
export const serviceTotalsSchema = z.object({ total: z.string(), by_type: z.array(z.object({ type: z.enum(SERVICE_TYPES), total: z.string() })) });

export const projectPaymentSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    amount_type: z.string().describe('Código de moneda.'),
    amount: z.string(),
    percent: z.string(),
    position: z.number().int(),
    status: z.enum(['pending', 'paid']),
    due_at: isoDateTime.nullable(),
    paid_at: isoDateTime.nullable(),
    project_id: z.string(),
    state: paymentStateSchema,
    transfer: paymentTransferSchema.nullable(),
    review: transferReviewSchema,
  })
  .meta({ id: 'ProjectPayment' });
export const projectPaymentMatches: SameType<z.infer<typeof projectPaymentSchema>, ProjectPaymentDto> = true;

export const projectPaymentsSchema = z
  .object({ type: z.literal('installments').nullable(), plan: z.enum(PAYMENT_PLANS).nullable(), payments: z.array(projectPaymentSchema) })
  .meta({ id: 'ProjectPayments' });
export const projectPaymentsMatches: SameType<z.infer<typeof projectPaymentsSchema>, ProjectPaymentsDto> = true;


export const projectCustomerSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable(), is_contact: z.boolean(), company_id: z.string() })
  .meta({ id: 'ProjectCustomer' });
export const projectCustomerMatches: SameType<z.infer<typeof projectCustomerSchema>, ProjectCustomerDto> = true;

const projectListItemShape = {
  id: z.string(),
  type: z.literal('project'),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  status_label: z.string(),
  proposal_statuses: z.array(z.string()),
  slug: z.string(),
  links: z.object({ public: z.string(), client: z.string() }),
  proposal_id: z.string().nullable(),
  line_id: z.string().nullable(),
  line: proposalLineSchema.nullable(),
  company_id: z.string().nullable(),
  company: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
  client: proposalClientSchema.nullable(),
  currency_code: z.string(),
  total: z.string(),
  paid_total: z.string(),
  progress: z.number().describe('0–100'),
  stages_count: z.number().int(),
  files_count: z.number().int(),
  cover_url: z.string().nullable(),
  actions: z.array(z.enum(PROJECT_ACTIONS)),
  accepted_at: isoDateTime.nullable(),
  finished_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  deleted_at: isoDateTime.nullable(),
};

export const projectListItemSchema = z.object(projectListItemShape).meta({ id: 'ProjectListItem' });
export const projectListItemMatches: SameType<z.infer<typeof projectListItemSchema>, ProjectListItemDto> = true;

export const projectSchema = z
  .object({
    ...projectListItemShape,
    content: contentDataSchema.nullable(),
    cover: z.object({ full_path: z.string().nullable() }),
    organization: z.object({ name: z.string(), logo: z.string().nullable(), logo_dark: z.string().nullable(), primary_color: z.string(), time_zone: z.string() }),
    services: z.array(proposalServiceSchema),
    totals: serviceTotalsSchema,
    payments: projectPaymentsSchema,
    stages: z.array(stageSchema),
    files: z.array(fileSchema),
    comments_count: z.number().int(),
    visitLogs: z.array(visitLogSchema),
    customers: z.array(projectCustomerSchema),
    proposal: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
    form_step: z.number().int(),
  })
  .meta({ id: 'Project' });
export const projectMatches: SameType<z.infer<typeof projectSchema>, ProjectDto> = true;

export const magicLinkSchema = z
  .object({ url: z.string(), expires_at: isoDateTime, customer: z.object({ id: z.string(), name: z.string(), email: z.string() }) })
  .meta({ id: 'ProjectMagicLink' });
export const magicLinkMatches: SameType<z.infer<typeof magicLinkSchema>, MagicLinkDto> = true;

export const sendAccessSchema = z
  .object({ sent: z.number().int(), recipients: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) })
  .meta({ id: 'ProjectAccessSent' });
export const sendAccessMatches: SameType<z.infer<typeof sendAccessSchema>, SendAccessDto> = true;
