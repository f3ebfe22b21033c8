import type { AppNotification } from '../api/get-notifications.ts';
import { NotificationIcon } from './notification-icon.tsx';

/** The toast of a notification that just arrived: its icon and title; choosing it opens its page. */
export function NotificationToast({ item, onOpen }: { item: AppNotification; onOpen: (() => void) | null }) {
  const body = (
    <>
      <NotificationIcon name={item.notification.icon} />
      <span className="min-w-0 flex-1 text-sm font-medium break-words text-foreground">{item.notification.title}</span>
    </>
  );
  if (!onOpen) return <div className="flex items-center gap-3">{body}</div>;
  return (
    <button type="button" onClick={onOpen} className="flex w-full cursor-pointer items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-ring">
      {body}
    </button>
  );
}
