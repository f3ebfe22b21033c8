import { z } from 'zod';
import { serviceCreateSchema, subserviceSchema } from '../services/schemas.ts';
import { fileUrlSchema } from '../workspace/schemas.ts';
import { contentSchema } from './content.ts';
import { PAYMENT_PLANS } from './dto.ts';
import { isValidDueAt } from './payments/dates.ts';
import { PROPOSAL_STATUSES } from './statuses.ts';

/** Spanish messages of the proposals endpoints and the builder (docs/api/proposals.md). */
export const PROPOSAL_MESSAGES = {
  lineRequired: 'Elige una línea de negocio.',
  lineInvalid: 'Elige una línea de negocio de la lista.',
  companyInvalid: 'Elige un cliente de la lista.',
  nameTooLong: 'El nombre no puede superar los 160 caracteres.',
  nameInvalid: 'Ingresa un nombre válido.',
  coverInvalid: 'La imagen de portada no es válida. Súbela de nuevo.',
  dateInvalid: 'Ingresa una fecha válida (AAAA-MM-DD).',
  stepInvalid: 'El paso debe ser un número del 1 al 6.',
  keyInvalid: 'La clave debe tener entre 1 y 40 caracteres.',
  keyRepeated: 'Hay dos elementos con la misma clave.',
  serviceIdInvalid: 'El servicio del catálogo no es válido.',
  tooManyServices: 'Una cotización puede tener hasta 100 servicios.',
  statusInvalid: 'Elige un estado de la lista.',
  paymentsTypeInvalid: 'El tipo de pagos no es válido.',
  planInvalid: 'Elige un plan de pagos de la lista.',
  paymentNameRequired: 'Ingresa el nombre del pago.',
  paymentAmountInvalid: 'Ingresa un monto válido, sin signo y con hasta 2 decimales.',
  paymentStatusInvalid: 'El estado del pago debe ser pendiente o pagado.',
  paymentsInvalid: 'El plan de pagos no es válido.',
  paidAboveTotal: 'Lo ya pagado supera el nuevo total de los servicios. Ajusta los servicios o el plan de pagos.',
  clientRequired: 'Elige o crea un cliente antes de terminar la cotización.',
  nameRequired: 'Ponle un nombre a la cotización antes de terminarla.',
  locked: 'Esta cotización ya fue aceptada y firmada: su contenido, servicios y pagos no se pueden cambiar.',
  transitionNotAllowed: 'No se puede cambiar la cotización de «{from}» a «{to}».',
  forceNotTrashed: 'Solo puedes eliminar definitivamente una cotización que está en la papelera.',
  copySuffix: ' (copia)',
} as const;

/** The whole number of the plan limit in a Spanish sentence (403 LIMIT_REACHED). */
export function limitReachedMessage(planName: string, max: number): string {
  const what = max === 1 ? 'cotización activa' : 'cotizaciones activas';
  return `Tu plan ${planName} permite ${max} ${what}. Actualiza tu plan para activar más.`;
}

export const PROPOSAL_NAME_MAX = 160;

const uuid = (message: string) => z.uuid({ error: message });

/** A date `YYYY-MM-DD` or an ISO date-time; null clears it. Returned as a Date. */
export const dateSchema = z
  .string({ error: PROPOSAL_MESSAGES.dateInvalid })
  .trim()
  // The same calendar-day check as payment due dates (2026-02-30 is not a day).
  .refine((v) => isValidDueAt(v), PROPOSAL_MESSAGES.dateInvalid)
  .transform((v) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v));

const keySchema = z.string({ error: PROPOSAL_MESSAGES.keyInvalid }).trim().max(40, PROPOSAL_MESSAGES.keyInvalid).optional();

/** A subservice inside a proposal: the catalogue's rules plus its key. */
export const proposalSubserviceSchema = subserviceSchema.omit({ id: true }).extend({ key: keySchema });

/**
 * A service inside a proposal: the catalogue's rules (SPEC §5, totals recomputed on the server),
 * plus its key and the catalogue service it came from. Catalogue-only fields (lines, is_public,
 * preload) are ignored.
 */
export const proposalServiceSchema = serviceCreateSchema.safeExtend({
  key: keySchema,
  service_id: uuid(PROPOSAL_MESSAGES.serviceIdInvalid).nullish(),
  subservices: z.array(proposalSubserviceSchema).max(50, 'Un servicio puede tener hasta 50 subservicios.').default([]),
});
export type ProposalServiceInput = z.output<typeof proposalServiceSchema>;

/** Numbers become strings; the plan's rules (amounts, percents, keys, names, dates) are checked by payments/check.ts. */
const decimalText = z.union([z.string(), z.number()], { error: PROPOSAL_MESSAGES.paymentAmountInvalid }).transform((v) => (typeof v === 'string' ? v.trim() : String(v)));

/** One payment as the builder sends it. */
export const proposalPaymentSchema = z.object({
  id: z.uuid().optional(),
  key: z.string({ error: PROPOSAL_MESSAGES.keyInvalid }).trim(),
  name: z.string({ error: PROPOSAL_MESSAGES.paymentNameRequired }),
  amount: decimalText,
  percent: decimalText,
  // SPEC §4: a payment without status is pending; PENDING/PAID are also seen.
  status: z
    .string({ error: PROPOSAL_MESSAGES.paymentStatusInvalid })
    .nullish()
    .transform((v) => (v ?? 'pending').toLowerCase())
    .pipe(z.enum(['pending', 'paid'], { error: PROPOSAL_MESSAGES.paymentStatusInvalid })),
  due_at: z.string({ error: PROPOSAL_MESSAGES.dateInvalid }).nullish().transform((v) => v ?? null),
});
export type ProposalPaymentInput = z.output<typeof proposalPaymentSchema>;

export const proposalPaymentsSchema = z.object({
  type: z.enum(['installments'], { error: PROPOSAL_MESSAGES.paymentsTypeInvalid }).nullish().transform((v) => v ?? null),
  plan: z.enum(PAYMENT_PLANS, { error: PROPOSAL_MESSAGES.planInvalid }).nullish().transform((v) => v ?? null),
  payments: z.array(proposalPaymentSchema, { error: PROPOSAL_MESSAGES.paymentsInvalid }).max(200, PROPOSAL_MESSAGES.paymentsInvalid),
});
export type ProposalPaymentsInput = z.output<typeof proposalPaymentsSchema>;

/** Keys must be unique inside a list (services, or the payments of the plan). */
function uniqueKeys(items: readonly { key?: string | undefined }[], ctx: z.RefinementCtx, path: (string | number)[]) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!item.key) return;
    if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: [...path, i, 'key'], message: PROPOSAL_MESSAGES.keyRepeated });
    seen.add(item.key);
  });
}

/** `PUT /v1/proposals/{id}`: every field optional; services and payments replace the whole list. */
export const proposalUpdateSchema = z
  .object({
    name: z.string({ error: PROPOSAL_MESSAGES.nameInvalid }).trim().max(PROPOSAL_NAME_MAX, PROPOSAL_MESSAGES.nameTooLong).optional(),
    request: contentSchema.nullable().optional(),
    content: contentSchema.nullable().optional(),
    cover: z
      .union([z.literal(''), fileUrlSchema, z.null()], { error: PROPOSAL_MESSAGES.coverInvalid })
      .optional()
      .transform((v) => (v === '' ? null : v)),
    valid_until_at: dateSchema.nullable().optional(),
    company_id: uuid(PROPOSAL_MESSAGES.companyInvalid).nullable().optional(),
    line_id: uuid(PROPOSAL_MESSAGES.lineInvalid).optional(),
    services: z.array(proposalServiceSchema, { error: PROPOSAL_MESSAGES.tooManyServices }).max(100, PROPOSAL_MESSAGES.tooManyServices).optional(),
    payments: proposalPaymentsSchema.optional(),
    form_step: z.coerce.number({ error: PROPOSAL_MESSAGES.stepInvalid }).int(PROPOSAL_MESSAGES.stepInvalid).min(1, PROPOSAL_MESSAGES.stepInvalid).max(6, PROPOSAL_MESSAGES.stepInvalid).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.services) return;
    uniqueKeys(v.services, ctx, ['services']);
    v.services.forEach((service, i) => uniqueKeys(service.subservices, ctx, ['services', i, 'subservices']));
  });
export type ProposalUpdateInput = z.input<typeof proposalUpdateSchema>;
export type ProposalUpdate = z.output<typeof proposalUpdateSchema>;

/** `POST /v1/proposals`: the line it starts in. */
export const proposalCreateSchema = z.object({
  line_id: z.uuid({ error: PROPOSAL_MESSAGES.lineRequired }),
});

/** `POST /v1/proposals/{id}/status`. */
export const proposalStatusSchema = z.object({
  status: z.enum(PROPOSAL_STATUSES, { error: PROPOSAL_MESSAGES.statusInvalid }),
});

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** `GET /v1/proposals` filters (page is added by the route). */
export const proposalListQuerySchema = z.object({
  type: z.enum(['proposal', 'project'], { error: 'El tipo debe ser proposal o project.' }).default('proposal'),
  line: z.string().trim().max(120).optional(),
  status: z.enum(PROPOSAL_STATUSES, { error: PROPOSAL_MESSAGES.statusInvalid }).optional(),
  text: z.string().trim().max(120, 'La búsqueda no puede superar los 120 caracteres.').optional(),
  trashed: flag,
});
