import type { CurrencyCode } from '../currencies.ts';
import type { ChargeFlagDto } from './charges.ts';
import type { Paginated } from '../pagination.ts';
import type { PaymentStatus } from '../proposals/dto.ts';
import type { DatePreset } from './date-ranges.ts';
import type { PaymentState } from './overdue.ts';
import type { PaymentTransferDto, TransferReview } from './transfer-review.ts';

/**
 * Wire shapes of the workspace payments API (docs/api/payments.md). Zod-free: the staff app imports
 * them. Amounts are strings with exactly 2 decimals in the payment's own currency (amount_type);
 * USD figures are converted with the workspace's rate table and rounded to the cent. `due_at` is the
 * calendar day as the plans store it (midnight UTC, ISO 8601) or null; `paid_at` is an instant.
 */

/** The proposal or portal a payment belongs to. */
export type PaymentProjectRefDto = { id: string; name: string; type: 'proposal' | 'project'; slug: string };

/** One payment of GET /v1/payments, GET/PUT /v1/payments/{id} and POST /v1/payments. */
export type PaymentListItemDto = {
  id: string;
  /** The builder's local id of the payment (SPEC §3). */
  key: string;
  name: string;
  amount: string;
  /** The currency code (SPEC §3). */
  amount_type: string;
  /** Share of the plan's whole total, paid or not (sharesOfTotal, decision 0063): what the client reads too. */
  percent: string;
  /** 0-based position in its plan. */
  position: number;
  status: PaymentStatus;
  due_at: string | null;
  paid_at: string | null;
  project_id: string;
  project: PaymentProjectRefDto;
  company: { id: string; name: string; logo: string | null } | null;
  /** Pending and due before today in the workspace's time zone (kept for compatibility: state === 'overdue'). */
  overdue: boolean;
  /** paymentState with the workspace's today: the one word every surface shows. */
  state: PaymentState;
  /** The latest bank transfer the client reported for it (decision 0071), or null. */
  transfer: PaymentTransferDto | null;
  /** transferReview: «En revisión» while a transfer waits for the provider; 'rejected' shows its reason to the client. */
  review: TransferReview;
  /** Its latest online charge the team must act on (a duplicate to refund, a mismatch to check; decision 0078), or null. */
  charge_flag: ChargeFlagDto | null;
};

/** GET /v1/payments: a page of payments and the range the filters resolved to. */
export type PaymentListDto = Paginated<PaymentListItemDto> & { range: AppliedRangeDto };

/** The range a list or the metrics were computed for, echoed back so the page can show it. */
export type AppliedRangeDto = {
  preset: DatePreset;
  /** Inclusive calendar days YYYY-MM-DD; null is an open side (both null for 'all'). */
  from: string | null;
  to: string | null;
  /** Today in the workspace's time zone, the day the preset was measured from. */
  today: string;
  time_zone: string;
};

/** Totals of one currency (GET /v1/payments/metrics). */
export type CurrencyMetricsDto = {
  currency_code: string;
  /** Paid payments. */
  collected: string;
  /** What is owed: portals' unpaid payments, overdue ones included (receivables.ts). */
  pending: string;
  /** Owed payments due before today (a part of `pending`). */
  overdue: string;
  /** Open proposals' (DRAFT, SENT) unpaid payments: not owed yet, never a part of `pending`. */
  pipeline: string;
  collected_usd: string;
  pending_usd: string;
  overdue_usd: string;
  pipeline_usd: string;
  /** The rate used: USD per unit. */
  usd_per_unit: string;
  count: number;
};

/** One bucket of the chart: payments due in that day or month, split paid vs owed, in USD. */
export type PaymentSeriesPointDto = {
  /** YYYY-MM-DD (day buckets) or YYYY-MM (month buckets). */
  period: string;
  /** Spanish label for the axis: '5 dic' or 'dic 2026'. */
  label: string;
  collected_usd: string;
  pending_usd: string;
};

export type PaymentMetricsDto = {
  range: AppliedRangeDto;
  /** The workspace's currency (currency_code, else default_currency): the headline figures' currency. */
  main_currency: string;
  /** One row per currency that has payments matching the filters, ordered by currency code. */
  currencies: CurrencyMetricsDto[];
  /** Sums of the converted figures of every currency. */
  totals_usd: { collected: string; pending: string; overdue: string; pipeline: string; count: number };
  /**
   * Per day when the range spans 31 days or fewer, else per month. Every bucket of a closed range is
   * present (zeros included); an open range ('all', 'before_today') spans the months that have payments.
   */
  series: { granularity: 'day' | 'month'; points: PaymentSeriesPointDto[] };
};

/** One row of the workspace's conversion table (GET/PUT /v1/currencies). */
export type CurrencyRateDto = {
  currency_code: CurrencyCode;
  /** Spanish name for the settings screen. */
  name: string;
  /** How many US dollars one unit is worth, canonical decimal text ("0.00105"). */
  usd_per_unit: string;
  /** true when the workspace has not set it (the built-in default applies). */
  is_default: boolean;
  updated_at: string | null;
};

/** The answer of POST /v1/payments/{id}/reminder. */
export type PaymentReminderDto = {
  payment_id: string;
  /** How many emails were queued (one per recipient). */
  recipients: number;
  sent_at: string;
  /** When the next manual reminder of this payment is allowed. */
  next_allowed_at: string;
};
