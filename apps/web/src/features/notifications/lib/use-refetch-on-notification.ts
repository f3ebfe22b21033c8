import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { aboutIds, onNotificationArrived } from './notification-events.ts';

/**
 * SPEC §4: admin pages reload their current data when a notification arrives (a client signed,
 * paid, commented). Driven by the realtime stream: when a notification about what this page shows
 * arrives (its proposal_id or project_id is in `queryKey`), the page's query is refetched, and so is
 * every other query about that id (e.g. the comments thread under the proposal). A notification
 * about nothing in particular refetches the page; one about something else leaves it alone.
 */
export function useRefetchOnNotification(queryKey: QueryKey): void {
  const qc = useQueryClient();
  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;

  useEffect(
    () =>
      onNotificationArrived((n) => {
        const page = keyRef.current;
        const about = aboutIds(n);
        if (about.length > 0 && !about.some((id) => page.includes(id))) return;
        void qc.invalidateQueries({ queryKey: page });
        for (const id of about) void qc.invalidateQueries({ predicate: (q) => q.queryKey.includes(id) });
      }),
    [qc],
  );
}

/**
 * For data that moves with notifications of some types whatever they are about (the /payments list
 * when a provider paid, reversed or flagged a charge of any project): refetch `queryKey` when one of
 * those arrives. With `about`, only when the notification is about that id (or about nothing).
 */
export function useRefetchOnNotificationTypes(types: readonly string[], queryKey: QueryKey, about?: string): void {
  const qc = useQueryClient();
  const ref = useRef({ types, queryKey, about });
  ref.current = { types, queryKey, about };

  useEffect(
    () =>
      onNotificationArrived((n) => {
        const { types: wanted, queryKey: key, about: id } = ref.current;
        if (!wanted.includes(n.type)) return;
        const ids = aboutIds(n);
        if (id && ids.length > 0 && !ids.includes(id)) return;
        void qc.invalidateQueries({ queryKey: key });
      }),
    [qc],
  );
}
