import { z } from 'zod';
import type { SameType } from '../openapi/same-type.ts';
import { paymentStateSchema } from '../payments/state-schema.ts';
import { activitySchema } from '../projects/dto-schemas.ts';
import { proposalListItemSchema } from '../proposals/dto-schemas.ts';
import { isoDateTime } from '../openapi/common.ts';
import { CALENDAR_EVENT_TYPES, type CalendarDto, type CalendarEventDto, type CalendarFeedCreatedDto, type CalendarFeedStatusDto } from './calendar.ts';
import type { DashboardMetricsDto, DashboardMoneyDto, MoneyTotalDto, UpcomingPaymentDto } from './dto.ts';

/** Response schemas of the dashboard (docs/decisions/0046). */

export const calendarEventSchema = z
  .object({
    id: z.string(),
    type: z.enum(CALENDAR_EVENT_TYPES),
    title: z.string(),
    start: z.string().describe('YYYY-MM-DD'),
    end: z.string().describe('YYYY-MM-DD, incluido'),
    all_day: z.literal(true),
    project: z.object({ id: z.string(), name: z.string(), type: z.enum(['proposal', 'project']) }),
    status: z.string(),
    state: paymentStateSchema.optional().describe('Solo en pagos: el estado que muestra cada superficie.'),
    amount: z.string().optional(),
    amount_type: z.string().optional(),
    url: z.string(),
  })
  .meta({ id: 'CalendarEvent' });
export const calendarEventMatches: SameType<z.infer<typeof calendarEventSchema>, CalendarEventDto> = true;

export const calendarSchema = z
  .object({ events: z.array(calendarEventSchema), days: z.record(z.string(), z.number().int()).optional() })
  .meta({ id: 'Calendar' });
export const calendarMatches: SameType<z.infer<typeof calendarSchema>, CalendarDto> = true;

const moneyTotalSchema = z.object({ currency_code: z.string(), amount: z.string(), count: z.number().int() }).meta({ id: 'MoneyTotal' });
export const moneyTotalMatches: SameType<z.infer<typeof moneyTotalSchema>, MoneyTotalDto> = true;

const upcomingPaymentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    amount: z.string(),
    amount_type: z.string(),
    due_at: z.string().nullable().describe('Día de vencimiento (medianoche UTC).'),
    state: z.enum(['paid', 'overdue', 'pending']),
    project: z.object({ id: z.string(), name: z.string() }),
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'UpcomingPayment' });
export const upcomingPaymentMatches: SameType<z.infer<typeof upcomingPaymentSchema>, UpcomingPaymentDto> = true;

const dashboardMoneySchema = z
  .object({
    main_currency: z.string(),
    owed: z.array(moneyTotalSchema).describe('Por cobrar: lo mismo que /v1/payments?status=pending.'),
    overdue: z.array(moneyTotalSchema).describe('Vencido: /v1/payments?status=overdue (parte de owed).'),
    collected_month: z.array(moneyTotalSchema).describe('Cobrado este mes: /v1/payments?status=paid&preset=this_month.'),
    pipeline: z.array(moneyTotalSchema).describe('Cotizaciones abiertas (borradores y enviadas) sin firmar: /v1/payments?status=pipeline.'),
    pipeline_proposals: z.number().int(),
    next_payments: z.array(upcomingPaymentSchema),
  })
  .meta({ id: 'DashboardMoney' });
export const dashboardMoneyMatches: SameType<z.infer<typeof dashboardMoneySchema>, DashboardMoneyDto> = true;

export const dashboardMetricsSchema = z
  .object({
    milestones: z.object({ data: z.array(calendarEventSchema), from: z.string(), to: z.string() }),
    projects: z.object({ totals: z.object({ active: z.number().int() }), first_active_id: z.string().nullable() }),
    proposals: z.object({ totals: z.object({ sent: z.number().int(), online: z.number().int() }), latest: z.array(proposalListItemSchema) }),
    accepted: z.object({
      month: z.string(),
      time_zone: z.string(),
      totals: z.array(z.object({ currency_code: z.string(), amount: z.string(), count: z.number().int() })),
    }),
    lines: z.object({ total: z.number().int() }),
    money: dashboardMoneySchema,
    recent: z.object({ activities: z.array(activitySchema) }),
  })
  .meta({ id: 'DashboardMetrics' });
export const dashboardMetricsMatches: SameType<z.infer<typeof dashboardMetricsSchema>, DashboardMetricsDto> = true;

/** POST /v1/calendar/feed: the feed's secret address, shown once. */
export const calendarFeedCreatedSchema = z
  .object({ url: z.string().describe('Dirección ICS secreta; solo se muestra esta vez.'), created_at: isoDateTime })
  .meta({ id: 'CalendarFeedCreated' });
export const calendarFeedCreatedMatches: SameType<z.infer<typeof calendarFeedCreatedSchema>, CalendarFeedCreatedDto> = true;

export const calendarFeedStatusSchema = z.object({ active: z.boolean(), created_at: isoDateTime.nullable() }).meta({ id: 'CalendarFeedStatus' });
export const calendarFeedStatusMatches: SameType<z.infer<typeof calendarFeedStatusSchema>, CalendarFeedStatusDto> = true;
