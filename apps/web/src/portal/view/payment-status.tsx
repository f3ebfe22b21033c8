import type { PaymentStatus } from '@trato/domain/proposals/dto';
import { cn } from '../../lib/cn.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold',
        status === 'paid' ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning',
      )}
    >
      {status === 'paid' ? M.paid : M.pending}
    </span>
  );
}
