import { DEFAULT_TIME_ZONE } from '@trato/domain/date-format';
import { useAccount } from './get-account.ts';

/**
 * The signed-in workspace's time zone (workspace.time_zone, from the account): where the staff
 * app's instants fall on a day, the same day the PDF, e-mails and the portal give them — not the
 * browser's zone, which a freelancer travelling or a UTC test machine would otherwise impose.
 */
export function useWorkspaceTimeZone(): string {
  const { data } = useAccount();
  return data?.workspace?.time_zone ?? DEFAULT_TIME_ZONE;
}
