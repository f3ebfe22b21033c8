import { z } from 'zod';
import { CURRENCIES } from '../currencies.ts';
import { pageSchema } from '../pagination.ts';
import { DATE_PRESETS, isDay, isTimeZone } from './date-ranges.ts';
import { PAYMENTS_MESSAGES as M } from './messages.ts';
import { RATE_PATTERN } from './rates.ts';
import { PAYMENT_LIST_STATUSES } from './list-statuses.ts';

/** Request schemas of the workspace payments API (docs/api/payments.md). Staff app and API only: zod. */

export { PAYMENT_LIST_STATUSES, type PaymentListStatus } from './list-statuses.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** Days a person means: years 1900–2999 (a year 10000 would not even reach the database as a date). */
const inRange = (v: string) => isDay(v) && v >= '1900-01-01' && v <= '2999-12-31';
const day = z.string({ error: M.dateInvalid }).trim().refine(inRange, M.dateInvalid);

const filterFields = {
  status: optional(z.enum(PAYMENT_LIST_STATUSES, { error: M.statusFilterInvalid })),
  preset: optional(z.enum(DATE_PRESETS, { error: M.presetInvalid })),
  from: optional(day),
  to: optional(day),
  company_id: optional(z.uuid({ error: M.companyInvalid })),
  project_id: optional(z.uuid({ error: M.projectInvalid })),
  currency: optional(z.enum(CURRENCIES, { error: M.currencyInvalid })),
};

type FilterShape = { preset?: (typeof DATE_PRESETS)[number] | undefined; from?: string | undefined; to?: string | undefined };

/**
 * No preset: 'custom' when from or to is given, else 'all'. A custom range needs at least one side;
 * from ≤ to. from/to are ignored by every other preset.
 */
function resolvePreset<T extends FilterShape>(value: T, ctx: z.RefinementCtx) {
  const preset = value.preset ?? (value.from || value.to ? 'custom' : 'all');
  if (preset === 'custom' && !value.from && !value.to) ctx.addIssue({ code: 'custom', path: ['from'], message: M.customNeedsDates });
  if (preset === 'custom' && value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeReversed });
  return { ...value, preset };
}

/** `GET /v1/payments/metrics` query: the list's filters without the page. */
export const paymentMetricsQuerySchema = z.object(filterFields).transform(resolvePreset);
export type PaymentMetricsQuery = z.output<typeof paymentMetricsQuerySchema>;

/** `GET /v1/payments` query (page size 10, SPEC §9). */
export const paymentListQuerySchema = z.object({ ...filterFields, page: pageSchema }).transform(resolvePreset);
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

const amountText = z.union([z.string(), z.number()], { error: M.amountInvalid }).transform((v) => String(v).trim().replace(',', '.'));
const dueAt = z.preprocess(
  blankToUndefined,
  z
    .string({ error: M.dateInvalid })
    .trim()
    .transform((v) => v.slice(0, 10))
    .refine(inRange, M.dateInvalid)
    .nullable()
    .optional(),
);

/**
 * `PUT /v1/payments/{id}`: any of the fields. `amount` or `percent` (not both) moves money to or from
 * the neighbouring pending payment (SPEC §4); `due_at` is a day YYYY-MM-DD (a date-time keeps its
 * day) or null; `status` goes through the plan's setStatus.
 */
export const paymentUpdateSchema = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, M.nameTooLong).optional(),
    due_at: dueAt,
    amount: amountText.refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v) && Number(v) > 0, M.amountInvalid).optional(),
    percent: amountText.refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= 100, M.percentInvalid).optional(),
    status: z
      .string({ error: M.statusInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.enum(['pending', 'paid'], { error: M.statusInvalid }))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.amount !== undefined && v.percent !== undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: M.amountAndPercent });
    if (Object.values(v).every((x) => x === undefined)) ctx.addIssue({ code: 'custom', path: [], message: M.nothingToUpdate });
  });
export type PaymentUpdate = z.output<typeof paymentUpdateSchema>;

/** `POST /v1/payments`: a new payment split off the plan's last pending payment. */
export const paymentCreateSchema = z.object({
  project_id: z.uuid({ error: M.projectInvalid }),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, M.nameTooLong).optional(),
  due_at: dueAt,
});
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

/** The `Idempotency-Key` header: 1–200 visible ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/, M.idempotencyKeyInvalid);

/**
 * `PUT /v1/currencies`: rows to set; `usd_per_unit: null` goes back to the built-in default. Codes
 * not listed keep their current rate.
 */
export const currencyRatesUpdateSchema = z.object({
  rates: z
    .array(
      z.object({
        currency_code: z.enum(CURRENCIES, { error: M.currencyInvalid }),
        usd_per_unit: z
          .union([z.string(), z.number()], { error: M.rateInvalid })
          .transform((v) => String(v).trim().replace(',', '.'))
          .refine((v) => RATE_PATTERN.test(v) && /[1-9]/.test(v), M.rateInvalid)
          .nullable(),
      }),
      { error: M.ratesInvalid },
    )
    .max(CURRENCIES.length * 2, M.ratesInvalid)
    .refine((rows) => new Set(rows.map((r) => r.currency_code)).size === rows.length, M.rateDuplicate),
});
export type CurrencyRatesUpdate = z.output<typeof currencyRatesUpdateSchema>;

/** `time_zone` of PUT /v1/workspace: an IANA name Intl knows. */
export const timeZoneSchema = z.string({ error: M.timeZoneInvalid }).trim().refine(isTimeZone, M.timeZoneInvalid);
