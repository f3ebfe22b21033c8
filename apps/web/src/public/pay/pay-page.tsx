import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { paymentStateSentence } from '@trato/domain/payments/overdue';
import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';
import { Button } from '../components/button.tsx';
import { CheckIcon, ClockIcon, XIcon } from '../components/icons.tsx';
import { PageMessage } from '../components/page-state.tsx';
import { WorkspaceBrand } from '../components/workspace-brand.tsx';
import { publicPaths } from '../lib/routes.ts';
import { BankAccounts } from './bank-accounts.tsx';
import { getPayLink, startPayLinkCheckout } from './get-pay-link.ts';
import { PAY_MESSAGES as M } from './messages.ts';
import { payView, type PayView } from './pay-view.ts';
import { CHECKOUT_RESULT_MESSAGES as RESULT } from '@trato/domain/payments/checkout-messages';

type Load = { status: 'loading' } | { status: 'ready'; link: PayLinkDto } | { status: 'gone'; message: string } | { status: 'failed'; message: string };

/** How often, and how many times, the page asks again while a checkout's confirmation is on its way. */
const POLL_MS = 2000;
const POLLS = 15;

/**
 * /pay/{token} (issue 31 §2, decision 0074): one payment, opened from a reminder's «Pagar» without
 * signing in, branded with the workspace. Phone first: the amount, «Pagar» with each online method
 * on offer, the bank accounts with copy buttons; back from a checkout, the result as the server
 * knows it (paid, pending, failed with «Intentar de nuevo»).
 */
export default function PayPage({ token, result: initialResult }: { token: string; result: string | null }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [result, setResult] = useState(initialResult);
  const [polls, setPolls] = useState(0);
  const [going, setGoing] = useState<'mercadopago' | 'stripe' | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);

  const fetchLink = useCallback(
    (signal?: AbortSignal) =>
      getPayLink(token, signal).then(
        (link) => {
          applyPrimaryColor(link.organization.primary_color);
          document.title = M.pageTitle(link.payment.name, link.organization.name);
          setLoad({ status: 'ready', link });
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          if (error instanceof ApiError && error.status === 404) setLoad({ status: 'gone', message: error.message });
          else setLoad({ status: 'failed', message: errorMessage(error) });
        },
      ),
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void fetchLink(controller.signal);
    return () => controller.abort();
  }, [fetchLink]);

  const view: PayView | null = load.status === 'ready' ? payView(load.link, result, polls >= POLLS) : null;

  // Back from a checkout whose webhook has not arrived yet: ask the server again for a little while.
  useEffect(() => {
    if (view !== 'confirming') return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      void fetchLink();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [view, polls, fetchLink]);

  async function pay(provider: 'mercadopago' | 'stripe') {
    setGoing(provider);
    setCheckoutError(null);
    try {
      window.location.assign(await startPayLinkCheckout(token, provider));
    } catch (error) {
      setCheckoutError(errorMessage(error));
      setGoing(null);
    }
  }

  function tryAgain() {
    // The result query is spent: a reload shows the methods again, not the old result.
    window.history.replaceState(null, '', publicPaths.pay(token));
    setResult(null);
    setPolls(0);
    void fetchLink();
  }

  if (load.status === 'loading') {
    return (
      <main className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <p role="status" className="text-muted-foreground">
          {M.loading}
        </p>
      </main>
    );
  }
  if (load.status === 'gone') return <PageMessage title={M.notFoundTitle} text={load.message} />;
  if (load.status === 'failed') {
    return (
      <PageMessage title={M.loadFailedTitle} text={load.message}>
        <Button onClick={() => void fetchLink()}>{M.retry}</Button>
      </PageMessage>
    );
  }

  const { link } = load;
  const { payment, organization } = link;
  const online = link.methods.filter((m): m is typeof m & { method: 'mercadopago' | 'stripe' } => m.available && m.method !== 'transfer');
  const transfer = link.methods.some((m) => m.method === 'transfer' && m.available) && link.bank_accounts.length > 0;
  const paidDay = formatDay(payment.paid_at);

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 px-4 py-6 sm:py-12">
      <header className="flex justify-center py-2">
        <WorkspaceBrand organization={organization} />
      </header>

      <section aria-labelledby="pay-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
        <p className="text-sm text-muted-foreground">{link.project.name}</p>
        <h1 id="pay-title" className="mt-1 text-xl font-bold tracking-tight text-foreground">
          {payment.name}
        </h1>
        <p className="mt-4 text-xs font-medium tracking-wide text-muted-foreground uppercase">{payment.status === 'paid' ? M.amountPaidLabel : M.amountLabel}</p>
        <p className="text-3xl font-bold tracking-tight text-foreground tabular-nums" data-testid="pay-amount">
          {formatMoney(payment.amount, payment.currency)}
        </p>
        <p className={payment.state === 'overdue' ? 'mt-1 text-sm font-medium text-danger' : 'mt-1 text-sm text-muted-foreground'}>{paymentStateSentence(payment.state, payment.due_at)}</p>
      </section>

      {view === 'paid' || view === 'already-paid' ? (
        <Result tone="success" title={view === 'paid' ? M.paidTitle : M.alreadyPaidTitle} text={view === 'paid' ? M.paidText(paidDay) : M.alreadyPaidText(paidDay)} />
      ) : view === 'confirming' || view === 'pending' || view === 'review' ? (
        <Result tone="wait" title={RESULT[view === 'confirming' ? 'waiting' : view].title} text={RESULT[view === 'confirming' ? 'waiting' : view].text} />
      ) : view === 'failed' ? (
        <Result tone="danger" title={RESULT.failed.title} text={RESULT.failed.text}>
          <Button className="mt-4 w-full" onClick={tryAgain}>
            {M.tryAgain}
          </Button>
        </Result>
      ) : (
        <>
          {online.length > 0 && (
            <section className="flex flex-col gap-3" aria-label="Pagar en línea">
              {online.map((m) => (
                <Button key={m.method} className="h-12 w-full text-base" disabled={going !== null} onClick={() => void pay(m.method)}>
                  {going === m.method ? M.going : M.payWith[m.method]}
                </Button>
              ))}
              {checkoutError && (
                <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
                  {checkoutError}
                </p>
              )}
              <p className="text-center text-xs text-muted-foreground">{M.secure}</p>
            </section>
          )}
          {transfer && <BankAccounts accounts={link.bank_accounts} />}
          {online.length === 0 && !transfer && <p className="rounded-2xl bg-surface-muted px-4 py-3 text-sm text-muted-foreground">{M.noOnlineMethods(organization.name)}</p>}
        </>
      )}

      {link.identity && (
        <footer className="mt-auto pt-4 text-center text-xs leading-relaxed text-muted-foreground">
          <p>
            {M.issuedBy} {link.identity.legal_name} · {link.identity.tax_id_label} {link.identity.tax_id}
          </p>
          {link.identity.address && <p>{link.identity.address}</p>}
          <p>{[link.identity.contact_email, link.identity.contact_phone].filter(Boolean).join(' · ')}</p>
        </footer>
      )}
    </main>
  );
}

const TONES = {
  success: { box: 'bg-success-soft', icon: <CheckIcon className="size-6 text-success" /> },
  wait: { box: 'bg-warning-soft', icon: <ClockIcon className="size-6 text-warning" /> },
  danger: { box: 'bg-danger-soft', icon: <XIcon className="size-6 text-danger" /> },
} as const;

function Result({ tone, title, text, children }: { tone: keyof typeof TONES; title: string; text: string; children?: ReactNode }) {
  return (
    <section role="status" className={`rounded-2xl p-5 ${TONES[tone].box}`}>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 shrink-0">{TONES[tone].icon}</span>
        <div>
          <h2 className="text-lg font-semibold text-foreground">{title}</h2>
          <p className="mt-1 text-sm text-foreground/80">{text}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
