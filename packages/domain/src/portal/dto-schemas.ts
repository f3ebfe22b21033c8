import { z } from 'zod';
import { isoDateTime, paginationMetaSchema } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { serviceTotalsSchema } from '../projects/dto-schemas.ts';
import { contentDataSchema, proposalServiceSchema, proposalSubserviceSchema } from '../proposals/dto-schemas.ts';
import { PAYMENT_PLANS } from '../proposals/dto.ts';
import { paymentStateSchema } from '../payments/state-schema.ts';
import { paymentTransferSchema, portalBankAccountSchema, transferReviewSchema } from '../payments/transfer-schemas.ts';
import { methodOfferSchema } from '../payments/method-offer-schema.ts';
import { SERVICE_TYPES } from '../services/types.ts';
import type {
  CustomerNotificationDto,
  CustomerNotificationsDto,
  CustomerNotificationsReadDto,
  CustomerPasswordDto,
  CustomerPaymentsDto,
  CustomerProjectsDto,
  CustomerServicesDto,
  CustomerUploadDto,
  PortalContractDto,
  PortalFileDto,
  PortalBrandDto,
  PortalOrganizationDto,
  PortalProjectOrganizationDto,
  PortalPaymentDto,
  PortalProjectDto,
  PortalProjectSummaryDto,
  PortalServiceDto,
  PortalStageDto,
  QuoteRequestDto,
} from './dto.ts';

/** Response schemas of the customer portal, one per DTO of ./dto.ts (docs/decisions/0046). Amounts: strings with 2 decimals. */

const brandShape = { name: z.string(), logo: z.string().nullable(), logo_dark: z.string().nullable(), primary_color: z.string() };
export const portalOrganizationSchema = z.object({ ...brandShape, time_zone: z.string() }).meta({ id: 'PortalOrganization' });
export const portalOrganizationMatches: SameType<z.infer<typeof portalOrganizationSchema>, PortalOrganizationDto> = true;
const portalProjectOrganizationSchema = z
  .object({ id: z.string().describe('El espacio de trabajo: /c/login?w={id} muestra su marca.'), ...brandShape, time_zone: z.string() })
  .meta({ id: 'PortalProjectOrganization' });
export const portalProjectOrganizationMatches: SameType<z.infer<typeof portalProjectOrganizationSchema>, PortalProjectOrganizationDto> = true;

export const portalBrandSchema = z.object({ data: z.object(brandShape) }).meta({ id: 'PortalBrand' });
export const portalBrandMatches: SameType<z.infer<typeof portalBrandSchema>, { data: PortalBrandDto }> = true;

const portalProjectSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    cover_url: z.string().nullable(),
    client: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'PortalProjectSummary' });
export const portalProjectSummaryMatches: SameType<z.infer<typeof portalProjectSummarySchema>, PortalProjectSummaryDto> = true;

export const customerProjectsSchema = z
  .object({
    projects: z.array(portalProjectSummarySchema),
    meta: paginationMetaSchema,
    current_project: portalProjectSummarySchema.nullable(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string(), avatar: z.string().nullable(), has_password: z.boolean() }),
    organization: portalOrganizationSchema,
  })
  .meta({ id: 'CustomerProjects' });
export const customerProjectsMatches: SameType<z.infer<typeof customerProjectsSchema>, CustomerProjectsDto> = true;

export const portalFileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    mime_type: z.string(),
    extension: z.string().describe("Extensión en minúsculas sin punto; '' si no tiene."),
    size: z.number().int(),
    download_link: z.string().describe('Ruta relativa a la aplicación.'),
    origin: z.enum(['portal', 'admin']),
    uploaded_by: z.object({ kind: z.enum(['customer', 'staff']), name: z.string() }).nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'PortalFile' });
export const portalFileMatches: SameType<z.infer<typeof portalFileSchema>, PortalFileDto> = true;

export const portalPaymentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    amount_type: z.string().describe('Código de moneda.'),
    amount: z.string(),
    percent: z.string().describe('Parte del plan completo, 0–100 con 2 decimales.'),
    position: z.number().int(),
    status: z.enum(['pending', 'paid']),
    state: paymentStateSchema,
    due_at: isoDateTime.nullable(),
    paid_at: isoDateTime.nullable(),
    transfer: paymentTransferSchema.nullable(),
    review: transferReviewSchema,
    methods: z.array(methodOfferSchema).describe('Los medios de pago para su moneda con lo que el espacio conectó: cuáles se ofrecen y por qué no los otros.'),
  })
  .meta({ id: 'PortalPayment' });
export const portalPaymentMatches: SameType<z.infer<typeof portalPaymentSchema>, PortalPaymentDto> = true;

/** The plan's totals without its payments: `meta` of GET /v1/customer/payments, and the rest of `payments` in the project. */
const portalPlanShape = {
  type: z.literal('installments').nullable(),
  plan: z.enum(PAYMENT_PLANS).nullable(),
  currency_code: z.string(),
  total: z.string(),
  paid_total: z.string(),
  pending_total: z.string(),
};

export const portalServiceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(SERVICE_TYPES),
    quantity: z.string(),
    quantity_type: z.string().nullable(),
    value: z.string(),
    value_type: z.string().nullable(),
    total: z.string(),
    subservices: z.array(proposalSubserviceSchema),
    optional: z.boolean().describe('true: servicio público del catálogo que el cliente puede pedir cotizar.'),
    requested: z.boolean(),
  })
  .meta({ id: 'PortalService' });
export const portalServiceMatches: SameType<z.infer<typeof portalServiceSchema>, PortalServiceDto> = true;

const portalStageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    start_date: z.string().nullable().describe('YYYY-MM-DD'),
    end_date: z.string().nullable().describe('YYYY-MM-DD'),
    position: z.number().int(),
    progress: z.number().describe('0–100'),
  })
  .meta({ id: 'PortalStage' });
export const portalStageMatches: SameType<z.infer<typeof portalStageSchema>, PortalStageDto> = true;

const portalContractSchema = z
  .object({
    proposal: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    content: contentDataSchema.nullable(),
    services: z.array(proposalServiceSchema),
    payments: z.object({
      type: z.literal('installments').nullable(),
      plan: z.enum(PAYMENT_PLANS).nullable(),
      payments: z.array(z.object({ name: z.string(), amount: z.string(), percent: z.string(), due_at: isoDateTime.nullable() })),
    }),
    totals: serviceTotalsSchema,
    currency: z.string(),
    terms: z.object({ url: z.string(), version: z.string() }),
    certificate: z.object({
      signer_name: z.string(),
      signer_email: z.string(),
      signed_at: isoDateTime,
      mode: z.enum(['draw', 'type', 'upload']),
      snapshot_sha256: z.string(),
    }),
    pdf_url: z.string(),
  })
  .meta({ id: 'PortalContract', description: 'Lo firmado, con los datos de su certificado y el PDF firmado.' });
export const portalContractMatches: SameType<z.infer<typeof portalContractSchema>, PortalContractDto> = true;

export const portalProjectSchema = z
  .object({
    id: z.string(),
    type: z.literal('project'),
    name: z.string(),
    status: z.string(),
    currency_code: z.string(),
    cover_url: z.string().nullable(),
    created_at: isoDateTime,
    links: z.object({ portal: z.string() }),
    client: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
    organization: portalProjectOrganizationSchema,
    content: contentDataSchema.nullable(),
    files: z.object({
      count: z.number().int(),
      data: z.array(portalFileSchema),
      max_bytes: z.number().int().describe('Tamaño máximo por archivo que acepta la subida (bytes).'),
    }),
    payments: z.object({ ...portalPlanShape, payments: z.array(portalPaymentSchema) }),
    services: z.array(portalServiceSchema),
    stages: z.array(portalStageSchema),
    contract: portalContractSchema.nullable(),
    comments_count: z.number().int(),
  })
  .meta({ id: 'PortalProject' });
export const portalProjectMatches: SameType<z.infer<typeof portalProjectSchema>, PortalProjectDto> = true;

export const customerServicesSchema = z.object({ data: z.array(portalServiceSchema) });
export const customerServicesMatches: SameType<z.infer<typeof customerServicesSchema>, CustomerServicesDto> = true;

export const quoteRequestSchema = z
  .object({ success: z.literal(true), message: z.string(), data: z.object({ service_ids: z.array(z.string()) }) })
  .meta({ id: 'QuoteRequest' });
export const quoteRequestMatches: SameType<z.infer<typeof quoteRequestSchema>, QuoteRequestDto> = true;

export const customerPaymentsSchema = z.object({ data: z.array(portalPaymentSchema), meta: z.object({ ...portalPlanShape, bank_accounts: z.array(portalBankAccountSchema) }) });
export const customerPaymentsMatches: SameType<z.infer<typeof customerPaymentsSchema>, CustomerPaymentsDto> = true;

const customerNotificationSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    title: z.string(),
    icon: z.string(),
    url: z.string().nullable(),
    project_id: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    readed: z.boolean(),
    read_at: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'CustomerNotification' });
export const customerNotificationMatches: SameType<z.infer<typeof customerNotificationSchema>, CustomerNotificationDto> = true;

export const customerNotificationsSchema = z.object({ data: z.array(customerNotificationSchema), unread: z.number().int() });
export const customerNotificationsMatches: SameType<z.infer<typeof customerNotificationsSchema>, CustomerNotificationsDto> = true;

export const customerNotificationsReadSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export const customerNotificationsReadMatches: SameType<z.infer<typeof customerNotificationsReadSchema>, CustomerNotificationsReadDto> = true;

export const customerUploadSchema = z.object({ data: z.array(portalFileSchema) });
export const customerUploadMatches: SameType<z.infer<typeof customerUploadSchema>, CustomerUploadDto> = true;

export const customerPasswordSchema = z.object({ success: z.literal(true), message: z.string() });
export const customerPasswordMatches: SameType<z.infer<typeof customerPasswordSchema>, CustomerPasswordDto> = true;
