import { z } from 'zod';
import { dayNumber } from '../projects/stage-progress.ts';
import { PAYMENT_STATE_LABELS, type PaymentState } from '../payments/overdue.ts';
import { DASHBOARD_MESSAGES as M } from './messages.ts';

/** The calendar's event types (SPEC §3 Calendar event: type payment or stage). */
export const CALENDAR_EVENT_TYPES = ['payment', 'stage'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/** Where a stage stands against today (in the workspace's time zone). */
export type StageState = 'upcoming' | 'in_progress' | 'done';

/**
 * One event of `GET /v1/dashboard/calendar`. Days are 'YYYY-MM-DD', `end` inclusive; every event is
 * all-day (due dates and stage dates are calendar days). `url` is the app path that opens it.
 */
export type CalendarEventDto = {
  id: string;
  type: CalendarEventType;
  title: string;
  start: string;
  end: string;
  all_day: true;
  project: { id: string; name: string; type: 'proposal' | 'project' };
  /** pending | paid for a payment; upcoming | in_progress | done for a stage. */
  status: string;
  /** A payment's paymentState with the workspace's today (decision 0062); absent for a stage. */
  state?: PaymentState;
  amount?: string;
  amount_type?: string;
  url: string;
};

/**
 * `events`, and with `per_day` also `days`: every day of the range that holds events, with how many
 * it holds in all ('+N más' is that count minus the events sent for the day).
 */
export type CalendarDto = { events: CalendarEventDto[]; days?: Record<string, number> };

/** The longest range one request may ask for. */
export const MAX_CALENDAR_DAYS = 366;
/** The most events per day a capped request (`per_day`) may ask for. */
export const MAX_EVENTS_PER_DAY = 100;

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => dayNumber(v) !== null, message);

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: M.flagInvalid })
  .optional()
  .transform((v) => v === undefined || v === '1' || v === 'true');

/** `GET /v1/dashboard/calendar` query: a range of at most 366 days, both filters on by default. */
export const calendarQuerySchema = z
  .object({
    start_date: day(M.startDateInvalid),
    end_date: day(M.endDateInvalid),
    include_payments: flag,
    include_stages: flag,
    /** At most this many events per day (the first in the calendar's order), plus per-day counts. */
    per_day: z
      .string({ error: M.perDayInvalid })
      .regex(/^\d{1,3}$/, M.perDayInvalid)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_EVENTS_PER_DAY, M.perDayInvalid)
      .optional(),
  })
  .superRefine((q, ctx) => {
    const span = dayNumber(q.end_date)! - dayNumber(q.start_date)!;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    else if (span + 1 > MAX_CALENDAR_DAYS) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.rangeTooLong });
  });
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/**
 * The summary a calendar app shows: 'Pago: Anticipo — Panadería Aurora', 'Pago: Anticipo (vencido) — …',
 * 'Etapa: Diseño — …'. A payment's word is its state's, the one the staff app and the portal show.
 */
export function eventSummary(e: Pick<CalendarEventDto, 'type' | 'title' | 'status' | 'state' | 'project'>): string {
  if (e.type === 'stage') return M.stageSummary(e.title, e.project.name);
  const state = e.state ?? (e.status === 'paid' ? 'paid' : 'pending');
  return M.paymentSummary(e.title + (state === 'pending' ? '' : M.stateSuffix(PAYMENT_STATE_LABELS[state])), e.project.name);
}

/** POST /v1/calendar/feed: the feed's URL, shown once. */
export type CalendarFeedCreatedDto = { url: string; created_at: string };
/** GET /v1/calendar/feed: whether the caller has a live feed (its URL cannot be recovered). */
export type CalendarFeedStatusDto = { active: boolean; created_at: string | null };
