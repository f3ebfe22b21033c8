import type { PaymentState } from '../payments/overdue.ts';
import type { ActivityDto } from '../projects/dto.ts';
import type { ProposalListItemDto } from '../proposals/dto.ts';
import type { CalendarEventDto } from './calendar.ts';

/** What proposals accepted in one currency add up to. Amounts are exact decimal strings. */
export type AcceptedTotalDto = { currency_code: string; amount: string; count: number };

/** A sum of payments in one currency: exact decimal text and how many payments. */
export type MoneyTotalDto = { currency_code: string; amount: string; count: number };

/** One of the next owed payments: who, how much, when, and its state by the one rule (paymentState). */
export type UpcomingPaymentDto = {
  id: string;
  name: string;
  amount: string;
  amount_type: string;
  /** The due day at midnight UTC (ISO 8601), or null. */
  due_at: string | null;
  state: PaymentState;
  /** The portal it belongs to. */
  project: { id: string; name: string };
  company: { id: string; name: string } | null;
};

/**
 * The dashboard's money (issue 30 §3, decision 0064), per currency, each the total of a /payments list:
 * owed = ?status=pending, overdue = ?status=overdue (a part of owed), collected_month =
 * ?status=paid&preset=this_month, pipeline = ?status=pipeline (open proposals, not owed).
 */
export type DashboardMoneyDto = {
  /** The workspace's currency: shown first. */
  main_currency: string;
  owed: MoneyTotalDto[];
  overdue: MoneyTotalDto[];
  collected_month: MoneyTotalDto[];
  pipeline: MoneyTotalDto[];
  /** How many open proposals (DRAFT, SENT) there are, as the proposals list counts them. */
  pipeline_proposals: number;
  /** The first owed payments with a due day, soonest (overdue) first, at most 5. */
  next_payments: UpcomingPaymentDto[];
};

/**
 * `GET /v1/dashboard/metrics` (SPEC §3 Dashboard metrics: milestones.data, projects.totals.active,
 * proposals.totals.sent, recent.activities), plus what the info cards need. Every count is the total
 * the matching list shows (docs/api/dashboard.md says which filter).
 */
export type DashboardMetricsDto = {
  /** Pending payments due and stages under way in the next 14 days, soonest first (at most 10). */
  milestones: { data: CalendarEventDto[]; from: string; to: string };
  projects: { totals: { active: number }; first_active_id: string | null };
  proposals: {
    totals: { sent: number; online: number };
    /** The 3 newest finished proposals, as the /proposals list rows. */
    latest: ProposalListItemDto[];
  };
  /** Proposals accepted this month (the workspace's time zone), per currency. */
  accepted: { month: string; time_zone: string; totals: AcceptedTotalDto[] };
  lines: { total: number };
  money: DashboardMoneyDto;
  recent: { activities: ActivityDto[] };
};
