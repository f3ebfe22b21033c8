import type { PaymentStatus } from '../dto.ts';

/**
 * One payment of a proposal's plan as the builder edits it and the API receives it: the fields of
 * PaymentDto that the user controls. Amounts and percents are strings with exactly 2 decimals
 * ("1234.50", "40.00"); `due_at` is an ISO 8601 date-time (midnight UTC of the calendar day) or null.
 */
export type PlanPayment = {
  /** Local random id, stable across saves (SPEC §3 "key"). */
  key: string;
  /** Set once the server stored it. */
  id?: string;
  name: string;
  amount: string;
  /**
   * Share of the proposal's whole total, paid or not (sharesOfTotal, decision 0063): the shares of a
   * plan sum to exactly 100.00, and this is the figure every screen and document shows.
   */
  percent: string;
  status: PaymentStatus;
  due_at: string | null;
  position?: number;
};

/** The payments type of SPEC §3: null or 'installments'. */
export type PaymentsType = 'installments' | null;
