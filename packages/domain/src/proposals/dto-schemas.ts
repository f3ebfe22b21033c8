import { z } from 'zod';
import { isoDateTime } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { SERVICE_TYPES } from '../services/types.ts';
import type { ContentData } from './content-types.ts';
import {
  PAYMENT_PLANS,
  type PaymentDto,
  type ProposalClientDto,
  type ProposalDto,
  type ProposalSentDto,
  type ProposalLineDto,
  type ProposalListItemDto,
  type ProposalServiceDto,
  type ProposalSignatureSummaryDto,
  type ProposalSubserviceDto,
} from './dto.ts';
import type { VisitLogDto } from './public-dto.ts';
import type { ProposalEmailPreviewDto } from './send.ts';
import { businessIdentitySchema } from '../collections/dto-schemas.ts';

/** Response schemas of proposals, one per DTO of ./dto.ts (docs/decisions/0046). */

export const proposalLineSchema = z
  .object({ id: z.string(), name: z.string(), slug: z.string(), color: z.string(), badgeColor: z.string() })
  .meta({ id: 'ProposalLine' });
export const proposalLineMatches: SameType<z.infer<typeof proposalLineSchema>, ProposalLineDto> = true;

export const proposalClientSchema = z
  .object({
    name: z.string(),
    logo: z.string().nullable(),
    is_person: z.boolean(),
    contact: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'ProposalClient' });
export const proposalClientMatches: SameType<z.infer<typeof proposalClientSchema>, ProposalClientDto> = true;

export const proposalListItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(['proposal', 'project']),
    name: z.string(),
    code: z.string().nullable().describe('Número de cotización «COT-2026-0042» (decisión 0080); null en un portal.'),
    status: z.string().describe('init, DRAFT, SENT, ACCEPTED, DECLINED o FILED.'),
    status_label: z.string(),
    proposal_statuses: z.array(z.string()),
    slug: z.string(),
    links: z.object({ public: z.string() }),
    line_id: z.string().nullable(),
    line: proposalLineSchema.nullable(),
    company_id: z.string().nullable(),
    company: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
    client: proposalClientSchema.nullable(),
    currency_code: z.string(),
    total: z.string(),
    cover_url: z.string().nullable(),
    valid_until_at: isoDateTime.nullable(),
    sent_at: isoDateTime.nullable(),
    accepted_at: isoDateTime.nullable(),
    declined_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    deleted_at: isoDateTime.nullable(),
  })
  .meta({ id: 'ProposalListItem' });
export const proposalListItemMatches: SameType<z.infer<typeof proposalListItemSchema>, ProposalListItemDto> = true;

/** Editor.js output (SPEC §3 content blocks): each block's `data` depends on its type. */
export const contentDataSchema = z
  .object({
    time: z.number().optional(),
    version: z.string().optional(),
    blocks: z.array(
      z.object({
        id: z.string().optional(),
        type: z.string().describe('header, paragraph, image, checklist, list, delimiter o table.'),
        data: z.record(z.string(), z.unknown()),
      }),
    ),
  })
  .meta({ id: 'ContentData' });
export const contentDataMatches: SameType<z.infer<typeof contentDataSchema>, ContentData> = true;

const proposalPriced = {
  name: z.string(),
  description: z.string(),
  type: z.enum(SERVICE_TYPES),
  quantity: z.string(),
  quantity_type: z.string().nullable(),
  value: z.string(),
  value_type: z.string().nullable(),
  total: z.string(),
  position: z.number().int(),
};

export const proposalSubserviceSchema = z.object({ key: z.string(), ...proposalPriced }).meta({ id: 'ProposalSubservice' });
export const proposalSubserviceMatches: SameType<z.infer<typeof proposalSubserviceSchema>, ProposalSubserviceDto> = true;

export const proposalServiceSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    service_id: z.string().nullable().describe('El servicio del catálogo del que se copió (null si es ad hoc).'),
    ...proposalPriced,
    subservices: z.array(proposalSubserviceSchema),
  })
  .meta({ id: 'ProposalService' });
export const proposalServiceMatches: SameType<z.infer<typeof proposalServiceSchema>, ProposalServiceDto> = true;

export const proposalPaymentSchema = z
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
    project_id: z.string(),
  })
  .meta({ id: 'ProposalPayment' });
export const proposalPaymentMatches: SameType<z.infer<typeof proposalPaymentSchema>, PaymentDto> = true;

export const visitLogSchema = z
  .object({ id: z.string(), ip: z.string().nullable(), user_agent: z.string().nullable(), created_at: isoDateTime })
  .meta({ id: 'VisitLog' });
export const visitLogMatches: SameType<z.infer<typeof visitLogSchema>, VisitLogDto> = true;

export const proposalSignatureSummarySchema = z
  .object({ signer_name: z.string(), signed_at: isoDateTime, snapshot_sha256: z.string() })
  .meta({ id: 'ProposalSignatureSummary' });
export const proposalSignatureSummaryMatches: SameType<z.infer<typeof proposalSignatureSummarySchema>, ProposalSignatureSummaryDto> = true;

/** What the staff detail and the public page share beyond the list item (ProposalDto minus its staff-only fields). */
export const proposalSharedShape = {
  request: contentDataSchema.nullable(),
  content: contentDataSchema.nullable(),
  cover: z.object({ full_path: z.string().nullable() }),
  declined_reason: z.string().nullable(),
  organization: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    logo_dark: z.string().nullable(),
    primary_color: z.string(),
    time_zone: z.string(),
    identity: businessIdentitySchema.nullable().describe('Datos del negocio de Ajustes «Cobros»: quién emite la cotización (PDF); null mientras no estén.'),
  }),
  services: z.array(proposalServiceSchema),
  totals: z.object({ total: z.string(), by_type: z.array(z.object({ type: z.enum(SERVICE_TYPES), total: z.string() })) }),
  payments: z.object({
    type: z.enum(['installments']).nullable(),
    plan: z.enum(PAYMENT_PLANS).nullable(),
    payments: z.array(proposalPaymentSchema),
  }),
  signature: proposalSignatureSummarySchema.nullable().describe('Presente una vez firmada.'),
};

export const proposalSchema = proposalListItemSchema
  .extend({
    ...proposalSharedShape,
    form_step: z.number().int().describe('Último paso del constructor alcanzado (1–6).'),
    editable: z.boolean(),
    visitLogs: z.array(visitLogSchema),
    comments_count: z.number().int(),
    project: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'Proposal' });
export const proposalMatches: SameType<z.infer<typeof proposalSchema>, ProposalDto> = true;

/** POST /v1/proposals/{id}/send: the proposal, now sent, and the confirmation to show. */
export const proposalSentSchema = z.object({ data: proposalSchema, message: z.string() });
export const proposalSentMatches: SameType<z.infer<typeof proposalSentSchema>, ProposalSentDto> = true;

/** POST /v1/proposals/{id}/send/preview: the e-mail a send would queue, not sent. */
export const proposalEmailPreviewSchema = z
  .object({
    to: z.string().nullable().describe('El correo de destino (el del cuerpo o el del contacto del cliente); null si no hay ninguno.'),
    from_name: z.string().describe('El nombre del remitente que ve el cliente.'),
    reply_to: z.string().nullable().describe('A quién le llega la respuesta del cliente: quien envía.'),
    subject: z.string(),
    html: z.string().describe('El documento HTML completo del correo, sin scripts.'),
    text: z.string().describe('La parte de texto plano.'),
  })
  .meta({ id: 'ProposalEmailPreview' });
export const proposalEmailPreviewMatches: SameType<z.infer<typeof proposalEmailPreviewSchema>, ProposalEmailPreviewDto> = true;
