import type { AppNotification } from '../api/get-notifications.ts';

/**
 * What the realtime stream tells the rest of the staff app: each notification as it arrives (open
 * pages refetch what it is about) and whether the stream is up (the bell polls only while it is not).
 */
type Listener = (n: AppNotification) => void;

const listeners = new Set<Listener>();
let streamUp = false;

export function onNotificationArrived(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceNotification(n: AppNotification): void {
  for (const l of [...listeners]) l(n);
}

export const isStreamUp = () => streamUp;
export function setStreamUp(up: boolean): void {
  streamUp = up;
}

/** The ids a notification is about (its data.proposal_id / data.project_id), for refetching. */
export function aboutIds(n: AppNotification): string[] {
  return [n.data.proposal_id, n.data.project_id].filter((v): v is string => typeof v === 'string' && v.length > 0);
}
