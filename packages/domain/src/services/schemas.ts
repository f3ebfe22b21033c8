import { z } from 'zod';
import { MAX_CENTS, toCents } from './money.ts';
import { serviceTotals } from './totals.ts';
import { SERVICE_TYPES } from './types.ts';

export const SERVICE_MESSAGES = {
  nameRequired: 'Ingresa el nombre del servicio.',
  nameTooLong: 'El nombre no puede superar los 120 caracteres.',
  subNameRequired: 'Ingresa el nombre del subservicio.',
  descriptionTooLong: 'La descripción no puede superar los 2000 caracteres.',
  typeInvalid: 'Elige un tipo de servicio de la lista.',
  amountInvalid: 'Ingresa un número válido, sin signo y con hasta 2 decimales.',
  amountTooLarge: 'El monto es demasiado grande.',
  quantityRequired: 'Ingresa la cantidad.',
  valueRequired: 'Ingresa el valor unitario.',
  priceRequired: 'Ingresa el precio del servicio.',
  unitTooLong: 'La unidad no puede superar los 40 caracteres.',
  lineInvalid: 'Elige líneas de negocio de la lista.',
  tooManySubservices: 'Un servicio puede tener hasta 50 subservicios.',
  tooManyLines: 'Un servicio puede estar en hasta 50 líneas de negocio.',
  idInvalid: 'Identificador inválido.',
  created: '¡Servicio creado correctamente!',
  // SPEC §8: the same toast after an update and after a deletion.
  updated: '¡Servicio actualizado correctamente!',
} as const;

/**
 * An amount field: a string (or number) with at most 2 decimals, not negative; empty means "not
 * given". Kept as the user typed it; totals normalise it.
 */
const amountSchema = z
  .union([z.string(), z.number()], { error: SERVICE_MESSAGES.amountInvalid })
  .transform((v) => (typeof v === 'string' ? v.trim() : String(v)))
  .refine((v) => v === '' || toCents(v) !== null, SERVICE_MESSAGES.amountInvalid)
  .refine((v) => v === '' || (toCents(v) ?? 0n) <= MAX_CENTS, SERVICE_MESSAGES.amountTooLarge)
  .nullish();

const unitSchema = z.string().trim().max(40, SERVICE_MESSAGES.unitTooLong).nullish();
const descriptionSchema = z.string().trim().max(2000, SERVICE_MESSAGES.descriptionTooLong).default('');
const typeSchema = z.enum(SERVICE_TYPES, { error: SERVICE_MESSAGES.typeInvalid });

const given = (v: string | null | undefined) => v !== undefined && v !== null && v !== '';

/** Quantity and value for priced types, a price for `simple` (SPEC §5): what an item must carry. */
function requirePricing(
  item: { type: string; quantity?: string | null; value?: string | null; total?: string | null },
  ctx: z.RefinementCtx,
  prefix: (string | number)[],
) {
  if (item.type === 'simple') {
    if (!given(item.total)) ctx.addIssue({ code: 'custom', path: [...prefix, 'total'], message: SERVICE_MESSAGES.priceRequired });
    return;
  }
  if (!given(item.quantity)) ctx.addIssue({ code: 'custom', path: [...prefix, 'quantity'], message: SERVICE_MESSAGES.quantityRequired });
  if (!given(item.value)) ctx.addIssue({ code: 'custom', path: [...prefix, 'value'], message: SERVICE_MESSAGES.valueRequired });
}

export const subserviceSchema = z.object({
  id: z.uuid({ error: SERVICE_MESSAGES.idInvalid }).optional(),
  name: z.string({ error: SERVICE_MESSAGES.subNameRequired }).trim().min(1, SERVICE_MESSAGES.subNameRequired).max(120, SERVICE_MESSAGES.nameTooLong),
  description: descriptionSchema,
  type: typeSchema,
  quantity: amountSchema,
  quantity_type: unitSchema,
  value: amountSchema,
  value_type: unitSchema,
  /** The price of a `simple` subservice; recomputed for every other type. */
  total: amountSchema,
  position: z.number().int().min(0).optional(),
});

const serviceFields = {
  name: z.string({ error: SERVICE_MESSAGES.nameRequired }).trim().min(1, SERVICE_MESSAGES.nameRequired).max(120, SERVICE_MESSAGES.nameTooLong),
  description: descriptionSchema,
  type: typeSchema,
  quantity: amountSchema,
  quantity_type: unitSchema,
  value: amountSchema,
  value_type: unitSchema,
  /** The price of a `simple` service without subservices; otherwise the server recomputes it. */
  total: amountSchema,
  lines: z.array(z.uuid({ error: SERVICE_MESSAGES.lineInvalid }), { error: SERVICE_MESSAGES.lineInvalid }).max(50, SERVICE_MESSAGES.tooManyLines).default([]),
  is_public: z.boolean().default(false),
  preload: z.boolean().default(false),
  subservices: z.array(subserviceSchema).max(50, SERVICE_MESSAGES.tooManySubservices).default([]),
};

type ServiceShape = z.infer<z.ZodObject<typeof serviceFields>>;

/** SPEC §5 checks on the whole service: pricing present, and a total that fits the column. */
function refineService(service: ServiceShape, ctx: z.RefinementCtx) {
  if (service.subservices.length === 0) requirePricing(service, ctx, []);
  service.subservices.forEach((sub, i) => requirePricing(sub, ctx, ['subservices', i]));
  // An amount already too large has its own message; the sums are only checked when each fits.
  const amounts = [service, ...service.subservices].flatMap((i) => [i.quantity, i.value, i.total]);
  if (amounts.some((a) => given(a) && (toCents(a!) ?? 0n) > MAX_CENTS)) return;
  const totals = serviceTotals(service);
  for (const key of ['total', 'quantity', 'value'] as const) {
    if ((toCents(totals[key]) ?? 0n) > MAX_CENTS) {
      ctx.addIssue({ code: 'custom', path: [service.subservices.length ? 'subservices' : key], message: SERVICE_MESSAGES.amountTooLarge });
      return;
    }
  }
}

/** POST /v1/services, and the create form. */
export const serviceCreateSchema = z.object(serviceFields).superRefine(refineService);
/** PUT /v1/services/{id} (SPEC §7: the same plus id, preload, subservice ids and descriptions). */
export const serviceUpdateSchema = z.object({ ...serviceFields, id: z.uuid({ error: SERVICE_MESSAGES.idInvalid }).optional() }).superRefine(refineService);

export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
export type ServiceInput = z.output<typeof serviceCreateSchema>;
export type SubserviceInput = z.output<typeof subserviceSchema>;

/** The priced part shared by services and subservices (amounts as strings with 2 decimals). */
export type PricedDto = {
  id: string;
  name: string;
  description: string;
  type: (typeof SERVICE_TYPES)[number];
  quantity: string;
  quantity_type: string | null;
  value: string;
  value_type: string | null;
  total: string;
};

/** A service as the API returns it. */
export type ServiceDto = PricedDto & {
  lines: { id: string; name: string; slug: string; color: string; badgeColor: string }[];
  is_public: boolean;
  preload: boolean;
  subservices: SubserviceDto[];
  created_at: string;
  updated_at: string;
};

export type SubserviceDto = PricedDto & { key: string; position: number };

