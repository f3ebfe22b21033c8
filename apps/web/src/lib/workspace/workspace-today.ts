import { todayIn } from '@trato/domain/payments/date-ranges';
import { useAccount } from '../auth/get-account.ts';

/**
 * "Today" where the workspace is (its time_zone), the day the API measures a payment's state on:
 * a screen that must re-measure a payment being edited (the plan editor) uses this day, so Vencido
 * means the same there as on /payments and in the portal (decision 0062).
 */
export function useWorkspaceToday(): string {
  const { data } = useAccount();
  return todayIn(data?.workspace?.time_zone ?? 'America/Santiago');
}
