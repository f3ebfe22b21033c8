import type { ActivityDto } from '../projects/dto.ts';
import type { ProposalListItemDto } from '../proposals/dto.ts';
import type { CalendarEventDto } from './calendar.ts';

/** What proposals accepted in one currency add up to. Amounts are exact decimal strings. */
export type AcceptedTotalDto = { currency_code: string; amount: string; count: number };

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
  recent: { activities: ActivityDto[] };
};
