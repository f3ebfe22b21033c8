import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CHECKOUT_RESULT_ACTIONS as A, CHECKOUT_RESULT_MESSAGES, type CheckoutOutcome, type CheckoutProvider } from '@trato/domain/payments/checkout-messages';
import type { PayablePaymentDto } from '@trato/domain/payments/checkout-result-schema';
import { formatMoney } from '@trato/domain/money-format';
import { cn } from '../../lib/cn.ts';
import { buttonClass, Button } from '../components/button.tsx';
import { CheckIcon, ClockIcon, XIcon } from '../components/icons.tsx';
import { MethodChooser, type MethodChooserProps } from './method-chooser.tsx';

const LOOK: Record<CheckoutOutcome, { icon: ReactNode; tone: string }> = {
  paid: { icon: <CheckIcon className="size-8" />, tone: 'bg-success-soft text-success' },
  pending: { icon: <ClockIcon className="size-8" />, tone: 'bg-warning-soft text-warning' },
  waiting: { icon: <ClockIcon className="size-8 animate-pulse" />, tone: 'bg-surface-muted text-muted-foreground' },
  failed: { icon: <XIcon className="size-8" />, tone: 'bg-danger-soft text-danger' },
  review: { icon: <ClockIcon className="size-8" />, tone: 'bg-warning-soft text-warning' },
};

/**
 * Back from a checkout (issue 31 §2): the result in Spanish from the server's truth — «Pago recibido»,
 * «Pago pendiente» (explained), «El pago no se completó» with «Intentar de nuevo» — for the payment it
 * was about. The same view on the portal and the public app; each page gives its own read and links.
 */
export function CheckoutResult({
  payment,
  outcome,
  timedOut,
  checkout,
  transferPanel,
  next,
}: {
  payment: PayablePaymentDto;
  outcome: CheckoutOutcome;
  timedOut: boolean;
  checkout: (provider: CheckoutProvider) => Promise<{ url: string }>;
  transferPanel?: MethodChooserProps['transferPanel'];
  /** Where to go on: «Ver mis pagos» in the portal, «Ir a mi portal» on the public app. */
  next: ReactNode;
}) {
  const [retrying, setRetrying] = useState(false);
  const text = CHECKOUT_RESULT_MESSAGES[outcome];
  // The outcome is announced when it settles: the heading takes focus as the page's news.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome !== 'waiting') heading.current?.focus();
  }, [outcome]);

  return (
    <div className="space-y-5 text-center" data-testid="checkout-result" data-outcome={outcome}>
      <span className={cn('mx-auto flex size-16 items-center justify-center rounded-full', LOOK[outcome].tone)}>{LOOK[outcome].icon}</span>
      <div className="space-y-2" aria-live="polite">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-balance outline-none">
          {text.title}
        </h1>
        <p className="text-muted-foreground">{text.text}</p>
        {timedOut && <p className="text-sm text-muted-foreground">{A.stillWaiting}</p>}
      </div>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-4 py-3 text-left text-sm">
        <span className="font-medium">{payment.name}</span>
        <span className="font-semibold tabular-nums">{formatMoney(payment.amount, payment.currency)}</span>
      </div>
      <div className="flex flex-col gap-2">
        {outcome === 'failed' &&
          (retrying ? (
            <MethodChooser methods={payment.methods} checkout={checkout} transferPanel={transferPanel} onCancel={() => setRetrying(false)} />
          ) : (
            <Button onClick={() => setRetrying(true)}>{A.retry}</Button>
          ))}
        {next}
      </div>
    </div>
  );
}

export const nextLinkClass = (primary: boolean) => buttonClass(primary ? 'primary' : 'outline');
