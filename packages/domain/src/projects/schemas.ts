import { z } from 'zod';
import { PROPOSAL_MESSAGES, proposalUpdateSchema } from '../proposals/schemas.ts';
import { dayNumber } from './stage-progress.ts';
import { PROJECT_MESSAGES } from './messages.ts';
import { PROJECT_LIST_STATUSES } from './statuses.ts';

/** Request schemas of the staff projects API (docs/api/projects.md). Staff app and API only: zod. */

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** `GET /v1/projects` filters (page is added by the route). */
export const projectListQuerySchema = z.object({
  type: z.enum(['project'], { error: 'El tipo debe ser project.' }).optional(),
  status: z.enum(PROJECT_LIST_STATUSES, { error: PROJECT_MESSAGES.statusFilterInvalid }).optional(),
  line_id: z.string().trim().max(120).optional(),
  line: z.string().trim().max(120).optional(),
  text: z.string().trim().max(120, 'La búsqueda no puede superar los 120 caracteres.').optional(),
  trash: flag,
  trashed: flag,
});

/** `POST /v1/projects`: everything optional (the wizard fills it in). */
export const projectCreateSchema = z
  .object({
    line_id: z.uuid({ error: PROPOSAL_MESSAGES.lineInvalid }).nullish(),
    company_id: z.uuid({ error: PROPOSAL_MESSAGES.companyInvalid }).nullish(),
    name: z.string({ error: PROPOSAL_MESSAGES.nameInvalid }).trim().max(160, PROPOSAL_MESSAGES.nameTooLong).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

/** `PUT /v1/projects/{id}`: the proposal builder's fields that a portal has (no request, no valid-until). */
export const projectUpdateSchema = proposalUpdateSchema.safeExtend({
  form_step: z.coerce.number({ error: 'El paso debe ser un número del 1 al 5.' }).int('El paso debe ser un número del 1 al 5.').min(1, 'El paso debe ser un número del 1 al 5.').max(5, 'El paso debe ser un número del 1 al 5.').optional(),
});
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

/** A calendar day YYYY-MM-DD; null, absent or '' (a cleared date input) is no date. */
const stageDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: PROJECT_MESSAGES.stageDateInvalid })
    .trim()
    .refine((v) => dayNumber(v) !== null, PROJECT_MESSAGES.stageDateInvalid)
    .nullish()
    .transform((v) => v ?? null),
);

const stageFields = {
  name: z.string({ error: PROJECT_MESSAGES.stageNameRequired }).trim().min(1, PROJECT_MESSAGES.stageNameRequired).max(120, PROJECT_MESSAGES.stageNameTooLong),
  description: z.string({ error: PROJECT_MESSAGES.stageDescriptionTooLong }).trim().max(2000, PROJECT_MESSAGES.stageDescriptionTooLong).nullish().transform((v) => v ?? ''),
  start_date: stageDate,
  end_date: stageDate,
  order: z.coerce.number({ error: PROJECT_MESSAGES.stageOrderInvalid }).int(PROJECT_MESSAGES.stageOrderInvalid).min(0, PROJECT_MESSAGES.stageOrderInvalid).max(10_000, PROJECT_MESSAGES.stageOrderInvalid).optional(),
};

/** end ≥ start when both are known (the PUT checks again against the stored dates). */
export const endsAfterStart = (start: string | null | undefined, end: string | null | undefined): boolean => {
  const s = dayNumber(start);
  const e = dayNumber(end);
  return s === null || e === null || e >= s;
};

export const stageCreateSchema = z.object(stageFields).superRefine((v, ctx) => {
  if (!endsAfterStart(v.start_date, v.end_date)) ctx.addIssue({ code: 'custom', path: ['end_date'], message: PROJECT_MESSAGES.stageEndBeforeStart });
});
export type StageCreate = z.output<typeof stageCreateSchema>;

/** Every field optional; a date sent as null clears it. */
export const stageUpdateSchema = z.object({
  name: stageFields.name.optional(),
  description: stageFields.description.optional(),
  start_date: z.union([z.null(), stageDate]).optional(),
  end_date: z.union([z.null(), stageDate]).optional(),
  order: stageFields.order,
});
export type StageUpdate = z.output<typeof stageUpdateSchema>;

/** `PUT /v1/projects/{id}/payments/{paymentId}/status` (uppercase PENDING/PAID also seen, SPEC §4). */
export const paymentStatusSchema = z.object({
  status: z
    .string({ error: PROJECT_MESSAGES.paymentStatusInvalid })
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['pending', 'paid'], { error: PROJECT_MESSAGES.paymentStatusInvalid })),
});

/** `POST /v1/projects/{id}/payments`. */
export const paymentAddSchema = z
  .object({
    name: z.string({ error: PROPOSAL_MESSAGES.paymentNameRequired }).trim().min(1, PROPOSAL_MESSAGES.paymentNameRequired).max(80, 'El nombre del pago no puede superar los 80 caracteres.').optional(),
    due_at: z.string({ error: PROJECT_MESSAGES.stageDateInvalid }).trim().refine((v) => dayNumber(v.slice(0, 10)) !== null, PROJECT_MESSAGES.stageDateInvalid).nullish(),
  })
  .nullish()
  .transform((v) => v ?? {});

/** `GET /v1/activities`. */
export const activityListQuerySchema = z.object({
  projectId: z.uuid({ error: PROJECT_MESSAGES.projectIdInvalid }).optional(),
});
