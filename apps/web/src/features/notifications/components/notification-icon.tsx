import { Bell, CreditCard, Eye, MessageCircle, PenLine, ShoppingBag, XCircle, type LucideIcon } from 'lucide-react';

/** The lucide names notifyWorkspaceStaff stores (apps/api/src/modules/notifications/notify.ts); others show a bell. */
const ICONS: Record<string, LucideIcon> = {
  bell: Bell,
  'credit-card': CreditCard,
  'shopping-bag': ShoppingBag,
  eye: Eye,
  'message-circle': MessageCircle,
  'pen-line': PenLine,
  'x-circle': XCircle,
};

export function NotificationIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Bell;
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-text" aria-hidden="true">
      <Icon className="size-4" />
    </span>
  );
}
