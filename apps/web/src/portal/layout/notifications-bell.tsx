import { useNavigate } from 'react-router';
import { formatDateTime } from '@trato/domain/date-format';
import type { CustomerNotificationDto } from '@trato/domain/portal/dto';
import { cn } from '../../lib/cn.ts';
import { useCustomerNotificationStream } from '../api/notification-stream.ts';
import { useCustomerNotifications, useMarkNotificationsRead } from '../api/notifications.ts';
import { FileIcon, MessageIcon } from '../../public/components/icons.tsx';
import { BellIcon, BriefcaseIcon, CalendarIcon, CardIcon, SignatureIcon } from '../components/icons.tsx';
import { ICON_BUTTON, POPOVER_PANEL, usePopover } from '../components/use-popover.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from '../view/portal-view.ts';

/** Notification icons are lucide names (docs/api/notifications.md); the portal draws the few it knows. */
const ICONS: Record<string, typeof BellIcon> = {
  'message-circle': MessageIcon,
  file: FileIcon,
  'file-text': FileIcon,
  'credit-card': CardIcon,
  'shopping-bag': BriefcaseIcon,
  'pen-line': SignatureIcon,
  calendar: CalendarIcon,
};

/**
 * On a phone the panel spans the screen below the header (the bell is not at the right edge, so a
 * panel hung from it ran off the left side); from `sm` it hangs from the bell again.
 */
const PHONE_PANEL = 'max-sm:fixed max-sm:inset-x-3 max-sm:top-16 max-sm:mt-0 max-sm:w-auto max-h-[min(26rem,calc(100dvh-5rem))]';

/**
 * The customer's bell (SPEC §4): opening it marks every unread one read in bulk; choosing one marks
 * it read and goes to its url. The badge shows '9+' above 9 (SPEC §9). It holds the realtime
 * stream: new ones arrive at once, with a toast.
 */
export function NotificationsBell() {
  useCustomerNotificationStream();
  const { open, setOpen, root, button } = usePopover();
  const notifications = useCustomerNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const timeZone = usePortalView().organization.time_zone;
  const unread = notifications.data?.unread ?? 0;

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) markRead.mutate(undefined);
  }

  function choose(n: CustomerNotificationDto) {
    setOpen(false);
    if (!n.readed) markRead.mutate(n.id);
    if (n.url?.startsWith('/')) navigate(n.url);
  }

  return (
    <div ref={root} className="relative">
      <button ref={button} type="button" className={ICON_BUTTON} aria-label={M.bellLabel(unread)} aria-expanded={open} onClick={toggle}>
        <BellIcon className="size-5" />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute top-1 right-1 min-w-4.5 rounded-full bg-danger px-1 text-center text-[10px] leading-4.5 font-bold text-white" data-testid="unread-badge">
            {M.unread(unread)}
          </span>
        )}
      </button>
      {open && (
        <div className={cn(POPOVER_PANEL, PHONE_PANEL, 'overflow-y-auto')} role="region" aria-label={M.notifications}>
          {notifications.isPending && <p className="p-3 text-sm text-muted-foreground">{M.loading}</p>}
          {notifications.isError && <p className="p-3 text-sm text-danger">{M.notificationsFailed}</p>}
          {notifications.data?.data.length === 0 && <p className="p-3 text-sm text-muted-foreground">{M.notificationsEmpty}</p>}
          <ul>
            {notifications.data?.data.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => choose(n)}
                  className="flex w-full items-start gap-3 rounded-xl p-3 text-left hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <NotificationIcon name={n.icon} />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm', !n.readed && 'font-semibold')}>{n.title}</span>
                    <time className="text-xs text-muted-foreground" dateTime={n.createdAt}>
                      {formatDateTime(n.createdAt, timeZone)}
                    </time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function NotificationIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? BellIcon;
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-text">
      <Icon className="size-4" />
    </span>
  );
}
