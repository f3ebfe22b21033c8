import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotifications } from '../api/get-notifications.ts';

/**
 * SPEC §4: admin pages reload their current data when a notification arrives (a client signed, paid,
 * commented). Watches the bell's newest notification and invalidates `queryKey` when a new one shows
 * up after the page opened; the first answer only sets the baseline.
 */
export function useRefetchOnNotification(queryKey: QueryKey): void {
  const qc = useQueryClient();
  const newest = useNotifications().data?.data[0]?.id ?? null;
  const seen = useRef<string | null | undefined>(undefined);
  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;

  useEffect(() => {
    if (seen.current === undefined) {
      seen.current = newest;
      return;
    }
    if (newest !== null && newest !== seen.current) {
      seen.current = newest;
      void qc.invalidateQueries({ queryKey: keyRef.current });
    }
  }, [newest, qc]);
}
