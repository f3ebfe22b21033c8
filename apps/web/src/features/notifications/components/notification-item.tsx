import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { cn } from '../../../lib/cn.ts';
import type { AppNotification } from '../api/get-notifications.ts';
import { internalPath } from '../lib/bell-rules.ts';
import { relativeTime } from '../lib/relative-time.ts';
import { NOTIFICATION_MESSAGES as M } from '../messages.ts';
import { NotificationIcon } from './notification-icon.tsx';

type Props = {
  item: AppNotification;
  /** Shown as unread: unread now, or unread when the bell was opened (read-all must not hide what is new). */
  unread: boolean;
  onOpen: (item: AppNotification) => void;
};

/** One row of the bell: icon, title, how long ago, an unread dot; selecting it goes to its url. */
export function NotificationItem({ item, unread, onOpen }: Props) {
  const path = internalPath(item.data.url);
  const body = (
    <>
      <NotificationIcon name={item.notification.icon} />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm break-words text-foreground', unread && 'font-semibold')}>{item.notification.title}</span>
        <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-muted-foreground">
          {relativeTime(item.createdAt)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" role="img" aria-label={M.unread} data-testid="notification-unread-dot" />
      )}
    </>
  );
  const classes = cn(
    'flex cursor-pointer items-start gap-3 rounded-lg px-2.5 py-2 outline-none select-none data-[highlighted]:bg-surface-muted',
    unread && 'bg-primary-soft/60',
  );
  return (
    <DropdownMenu.Item asChild={path !== null} className={classes} onSelect={() => onOpen(item)}>
      {path !== null ? <Link to={path}>{body}</Link> : body}
    </DropdownMenu.Item>
  );
}
