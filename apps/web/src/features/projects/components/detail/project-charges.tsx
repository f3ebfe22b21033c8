import { chargeNeedsAttention, chargeStatusLabel, chargeTone, partialRefundLabel, PROVIDER_NAMES, type ChargeDto } from '@trato/domain/payments/charges';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { formatDateTime } from '@trato/domain/date-format';
import { formatMoney } from '../../../../lib/money.ts';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';
import { Tag } from '../../../proposals/components/status-tag.tsx';
import { useRefetchOnNotificationTypes } from '../../../notifications/lib/use-refetch-on-notification.ts';
import { CHARGE_NOTIFICATIONS, CHARGE_TONE_CLASSES, CHARGES_ANCHOR } from '../../../payments/lib/online-charges.ts';
import { useProjectCharges } from '../../api/charges.ts';
import { chargesKey } from '../../api/keys.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

type Payment = { id: string; name: string };

/**
 * The online charges of each payment (Mercado Pago, Stripe), under the plan (decision 0075):
 * provider, reference, amount, state in Spanish (one rule: @trato/domain/payments/charges) and date.
 * A duplicate or a mismatch is highlighted: money the team must refund or check. Refetched when a
 * provider pays, reverses or flags a charge of this project (realtime), and scrolled to when the
 * /payments marker led here (#cobros-en-linea, decision 0078).
 */
export function ProjectCharges({ projectId, payments }: { projectId: string; payments: Payment[] }) {
  const { data } = useProjectCharges(projectId);
  useRefetchOnNotificationTypes(CHARGE_NOTIFICATIONS, chargesKey(projectId), projectId);
  const timeZone = useWorkspaceTimeZone();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const shown = Boolean(data?.length);
  useEffect(() => {
    // jsdom and old browsers have no scrollIntoView.
    if (shown && hash === `#${CHARGES_ANCHOR}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (!data?.length) return null;
  const byPayment = payments.map((p) => ({ payment: p, charges: data.filter((c) => c.payment_id === p.id) })).filter((g) => g.charges.length);
  return (
    <section ref={section} id={CHARGES_ANCHOR} aria-labelledby="project-charges-title" className="mt-2 scroll-mt-20 space-y-3">
      <h3 id="project-charges-title" className="text-sm font-semibold text-foreground">
        {M.chargesTitle}
      </h3>
      {byPayment.map(({ payment, charges }) => (
        <div key={payment.id} data-testid="payment-charges">
          <p className="text-sm font-medium text-foreground">{payment.name}</p>
          <ul className="mt-1 divide-y divide-border rounded-md border border-border">
            {charges.map((c) => (
              <ChargeRow key={c.id} charge={c} timeZone={timeZone} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function ChargeRow({ charge: c, timeZone }: { charge: ChargeDto; timeZone: string }) {
  const flagged = chargeNeedsAttention(c.status);
  const refund = partialRefundLabel(c);
  return (
    <li className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm ${flagged ? 'bg-danger-soft/40' : ''}`} data-status={c.status}>
      <span className="font-medium text-foreground">{PROVIDER_NAMES[c.provider]}</span>
      <span className="min-w-0 truncate text-muted-foreground" title={c.provider_ref}>
        <span className="sr-only">{M.chargeReference}: </span>
        {c.provider_ref}
      </span>
      <span className="tabular-nums text-foreground">{c.amount ? formatMoney(c.amount, c.currency) : '—'}</span>
      <Tag tone={CHARGE_TONE_CLASSES[chargeTone(c.status)]}>{chargeStatusLabel(c)}</Tag>
      {refund && <span className="text-muted-foreground">{refund}</span>}
      <span className="ml-auto text-muted-foreground">{formatDateTime(c.paid_at ?? c.created_at, timeZone)}</span>
    </li>
  );
}
