import { z } from 'zod';
import { paymentTransferSchema, transferReviewSchema } from './transfer-schemas.ts';
import { CURRENCIES } from '../currencies.ts';
import { isoDateTime, paginationMetaSchema } from '../openapi/common.ts';
import type { SameType } from '../openapi/same-type.ts';
import { DATE_PRESETS } from './date-ranges.ts';
import { paymentStateSchema } from './state-schema.ts';
import type {
  AppliedRangeDto,
  CurrencyMetricsDto,
  CurrencyRateDto,
  PaymentListDto,
  PaymentListItemDto,
  PaymentMetricsDto,
  PaymentReminderDto,
  PaymentSeriesPointDto,
} from './dto.ts';

/** Response schemas of the workspace payments API, one per DTO of ./dto.ts (docs/decisions/0046). Amounts: strings with 2 decimals. */

export const paymentListItemSchema = z
  .object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    amount: z.string(),
    amount_type: z.string().describe('Código de moneda.'),
    percent: z.string(),
    position: z.number().int(),
    status: z.enum(['pending', 'paid']),
    due_at: isoDateTime.nullable(),
    paid_at: isoDateTime.nullable(),
    project_id: z.string(),
    project: z.object({ id: z.string(), name: z.string(), type: z.enum(['proposal', 'project']), slug: z.string() }),
    company: z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() }).nullable(),
    overdue: z.boolean().describe('Pendiente y vencido antes de hoy en la zona horaria del espacio (igual a state = overdue).'),
    state: paymentStateSchema,
    transfer: paymentTransferSchema.nullable(),
    review: transferReviewSchema,
    charge_flag: z
      .object({ status: z.enum(['duplicate', 'mismatch']), provider: z.enum(['mercadopago', 'stripe']) })
      .nullable()
      .describe('Su último cobro en línea que el equipo debe atender (duplicado: reembolsarlo; monto distinto: revisarlo), o null.'),
  })
  .meta({ id: 'PaymentListItem' });
export const paymentListItemMatches: SameType<z.infer<typeof paymentListItemSchema>, PaymentListItemDto> = true;

export const appliedRangeSchema = z
  .object({
    preset: z.enum(DATE_PRESETS),
    from: z.string().nullable().describe('YYYY-MM-DD, incluido; null: sin límite'),
    to: z.string().nullable().describe('YYYY-MM-DD, incluido; null: sin límite'),
    today: z.string().describe('YYYY-MM-DD en la zona horaria del espacio'),
    time_zone: z.string(),
  })
  .meta({ id: 'AppliedRange' });
export const appliedRangeMatches: SameType<z.infer<typeof appliedRangeSchema>, AppliedRangeDto> = true;

/** GET /v1/payments: a page of payments and the range it was filtered by. */
export const paymentListSchema = z.object({ data: z.array(paymentListItemSchema), meta: paginationMetaSchema, range: appliedRangeSchema });
export const paymentListMatches: SameType<z.infer<typeof paymentListSchema>, PaymentListDto> = true;

const currencyMetricsSchema = z
  .object({
    currency_code: z.string(),
    collected: z.string(),
    pending: z.string().describe('Lo que te deben: pagos sin pagar de portales (vencidos incluidos).'),
    overdue: z.string(),
    pipeline: z.string().describe('Pagos sin pagar de cotizaciones abiertas (borradores y enviadas), aún sin firmar: no se suman a pending.'),
    collected_usd: z.string(),
    pending_usd: z.string(),
    overdue_usd: z.string(),
    pipeline_usd: z.string(),
    usd_per_unit: z.string(),
    count: z.number().int(),
  })
  .meta({ id: 'CurrencyMetrics' });
export const currencyMetricsMatches: SameType<z.infer<typeof currencyMetricsSchema>, CurrencyMetricsDto> = true;

const paymentSeriesPointSchema = z
  .object({
    period: z.string().describe('YYYY-MM-DD (por día) o YYYY-MM (por mes)'),
    label: z.string(),
    collected_usd: z.string(),
    pending_usd: z.string(),
  })
  .meta({ id: 'PaymentSeriesPoint' });
export const paymentSeriesPointMatches: SameType<z.infer<typeof paymentSeriesPointSchema>, PaymentSeriesPointDto> = true;

export const paymentMetricsSchema = z
  .object({
    range: appliedRangeSchema,
    main_currency: z.string().describe('La moneda del espacio: la de las cifras principales.'),
    currencies: z.array(currencyMetricsSchema),
    totals_usd: z.object({ collected: z.string(), pending: z.string(), overdue: z.string(), pipeline: z.string(), count: z.number().int() }),
    series: z.object({ granularity: z.enum(['day', 'month']), points: z.array(paymentSeriesPointSchema) }),
  })
  .meta({ id: 'PaymentMetrics' });
export const paymentMetricsMatches: SameType<z.infer<typeof paymentMetricsSchema>, PaymentMetricsDto> = true;

export const currencyRateSchema = z
  .object({
    currency_code: z.enum(CURRENCIES),
    name: z.string(),
    usd_per_unit: z.string().describe('Dólares por unidad, texto decimal ("0.00105").'),
    is_default: z.boolean(),
    updated_at: isoDateTime.nullable(),
  })
  .meta({ id: 'CurrencyRate' });
export const currencyRateMatches: SameType<z.infer<typeof currencyRateSchema>, CurrencyRateDto> = true;

export const paymentReminderSchema = z
  .object({ payment_id: z.string(), recipients: z.number().int(), sent_at: isoDateTime, next_allowed_at: isoDateTime })
  .meta({ id: 'PaymentReminder' });
export const paymentReminderMatches: SameType<z.infer<typeof paymentReminderSchema>, PaymentReminderDto> = true;
