import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Bell } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type AppNotification, useNotifications } from '../api/get-notifications.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { useNotificationStream } from '../api/notification-stream.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { unreadBadge } from '../lib/bell-rules.ts';
import { NOTIFICATION_MESSAGES as M } from '../messages.ts';
import { NotificationItem } from './notification-item.tsx';

const NONE: ReadonlySet<string> = new Set();

/**
 * The header bell (SPEC §2.4, §2.9, §4): unread badge ('9+' above 9), a dropdown of the latest
 * notifications. Opening it marks all read at once; the rows unread at that moment keep their dot
 * until it closes, so staff still see what is new. It holds the realtime stream (the header shows it
 * on every admin page): new ones arrive in it at once, with a toast.
 */
export function NotificationBell() {
  useNotificationStream();
  const { data, isPending, isError } = useNotifications();
  const readAll = useReadAllNotifications();
  const readOne = useReadNotification();
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<string>>(NONE);
  const unreadCount = data?.unread_count ?? 0;
  const badge = unreadBadge(unreadCount);

  function onOpenChange(open: boolean) {
    if (!open) return setUnreadWhenOpened(NONE);
    setUnreadWhenOpened(new Set(data?.data.filter((n) => !n.readed).map((n) => n.id)));
    if (unreadCount > 0) readAll.mutate();
  }

  function onOpenItem(item: AppNotification) {
    // Normally read-all already did it; this covers a read-all that failed or has not landed yet.
    if (!item.readed) readOne.mutate(item.id);
  }

  const items = data?.data ?? [];
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label={badge ? M.bellUnread(unreadCount) : M.bell}
        className="relative flex size-10 items-center justify-center rounded-full text-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-surface-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-semibold text-surface ring-2 ring-surface"
          >
            {badge}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={M.title}
          className="animate-fade-in z-50 flex max-h-[min(300px,var(--radix-dropdown-menu-content-available-height))] w-[min(500px,calc(100vw-16px))] flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-lg"
        >
          <DropdownMenu.Label className="border-b border-border px-4 py-2.5 text-sm font-semibold text-foreground">{M.title}</DropdownMenu.Label>
          <div className="min-h-0 flex-1 space-y-0.5 overflow-y-auto overscroll-contain p-1.5">
            {isPending && (
              <div className="flex justify-center py-6">
                <Spinner />
              </div>
            )}
            {isError && !data && <p className="px-2.5 py-6 text-center text-sm text-danger">{M.loadError}</p>}
            {data && items.length === 0 && <p className="px-2.5 py-6 text-center text-sm text-muted-foreground">{M.empty}</p>}
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} unread={!item.readed || unreadWhenOpened.has(item.id)} onOpen={onOpenItem} />
            ))}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
