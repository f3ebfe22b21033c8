import { useId, useState, type ReactNode } from 'react';
import { isCheckoutProvider, offeredMethods, PAY_MESSAGES as M, type CheckoutProvider } from '@trato/domain/payments/checkout-messages';
import type { MethodOffer, PaymentMethod } from '@trato/domain/payments/payment-methods';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../components/button.tsx';

export type MethodChooserProps = {
  /** The payment's `methods` as the API sends them (paymentMethodsFor): only the ones on offer are shown. */
  methods: readonly MethodOffer[];
  /** Starts the provider's checkout (the portal's, the accepted page's or the pay link's endpoint); the browser goes to its url. */
  checkout: (provider: CheckoutProvider) => Promise<{ url: string }>;
  /**
   * «Transferencia bancaria»: the bank transfer panel (another piece, issue 31 §2) shown in place of
   * the list when the client picks it. Without it the transfer option is not offered here.
   */
  transferPanel?: (back: () => void) => ReactNode;
  onCancel?: () => void;
  /** A line under the methods while they are shown (e.g. the pay page's word on the provider's secure page). */
  note?: ReactNode;
  /** Where the browser goes: window.location.assign, replaced in tests. */
  go?: (url: string) => void;
};

type Step = { kind: 'choose' } | { kind: 'going'; method: CheckoutProvider } | { kind: 'transfer' } | { kind: 'failed'; message: string; demo: boolean };

/**
 * «Elige cómo pagar»: the methods on offer for one payment (the domain rule, computed by the API),
 * each with a line saying what it is. Mercado Pago and Stripe ask the server for a checkout and go
 * to the provider's page; the transfer opens its own panel. Shared by the portal and the public app
 * (both use the public app's plain button), so every «Pagar» behaves the same.
 */
export function MethodChooser({ methods, checkout, transferPanel, onCancel, note, go = (url) => window.location.assign(url) }: MethodChooserProps) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const titleId = useId();
  const shown = offeredMethods(methods).filter((m) => m.method !== 'transfer' || transferPanel);

  async function pick(method: PaymentMethod) {
    if (step.kind === 'going') return;
    if (!isCheckoutProvider(method)) return setStep({ kind: 'transfer' });
    setStep({ kind: 'going', method });
    try {
      const { url } = await checkout(method);
      go(url);
    } catch (error) {
      // The demo workspace answers what would happen instead of a checkout: news, not a failure.
      setStep({ kind: 'failed', message: errorMessage(error), demo: error instanceof ApiError && error.code === 'DEMO_WORKSPACE' });
    }
  }

  if (step.kind === 'transfer' && transferPanel) return <>{transferPanel(() => setStep({ kind: 'choose' }))}</>;

  return (
    <div role="group" aria-labelledby={titleId} className="space-y-3 rounded-xl border border-border bg-surface p-3 text-left" data-testid="method-chooser">
      <p id={titleId} className="text-sm font-semibold">
        {M.chooseMethod}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.noMethods}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map(({ method }) => {
            const going = step.kind === 'going' && step.method === method;
            return (
              <li key={method}>
                <button
                  type="button"
                  onClick={() => void pick(method)}
                  disabled={step.kind === 'going'}
                  aria-busy={going || undefined}
                  className={cn(
                    'flex min-h-11 w-full flex-col items-start rounded-lg border border-input bg-surface px-3 py-2 text-left transition-colors hover:bg-surface-muted disabled:opacity-60',
                    going && 'border-primary',
                  )}
                >
                  <span className="text-sm font-semibold">{M.methodLabel(method)}</span>
                  <span className="text-xs text-muted-foreground">{going ? M.going : M.methodHint[method]}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {step.kind === 'failed' && (
        <p role={step.demo ? 'status' : 'alert'} className={cn('rounded-lg px-3 py-2 text-sm', step.demo ? 'bg-surface-muted text-foreground' : 'bg-danger-soft text-danger')}>
          {step.message}
        </p>
      )}
      {note}
      {onCancel && (
        <Button variant="ghost" className="w-full" onClick={onCancel} disabled={step.kind === 'going'}>
          {M.cancel}
        </Button>
      )}
    </div>
  );
}

/**
 * «Pagar» and, once pressed, the chooser under it (a disclosure, not a dialog: it reads well on a
 * phone and keeps the payment it is about in view).
 */
export function PayButton({ label = M.pay, className, ...chooser }: Omit<MethodChooserProps, 'onCancel'> & { label?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  if (open) return <MethodChooser {...chooser} onCancel={() => setOpen(false)} />;
  return (
    <Button className={className} onClick={() => setOpen(true)} aria-expanded={false}>
      {label}
    </Button>
  );
}
