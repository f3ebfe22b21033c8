import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { paymentStateSentence } from '@trato/domain/payments/overdue';
import type { PayLinkDto } from '@trato/domain/payments/pay-link-dto';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import { applyPrimaryColor } from '../../lib/theme/primary-color.ts';
import { Button } from '../components/button.tsx';
import { CheckIcon, ClockIcon, XIcon } from '../components/icons.tsx';
import { PageLoading, PageMessage } from '../components/page-state.tsx';
import { WorkspaceBrand } from '../components/workspace-brand.tsx';
import { publicPaths } from '../lib/routes.ts';
import { MethodChooser } from '../payments/method-chooser.tsx';
import { TRANSFER_UI as TRANSFER } from '../payments/transfer-messages.ts';
import { TransferReport } from '../payments/transfer-report.tsx';
import { getPayLink, reportPayLinkTransfer, startPayLinkCheckout, uploadPayLinkProof } from './get-pay-link.ts';
import { PAY_MESSAGES as M } from './messages.ts';
import { payView, type PayView } from './pay-view.ts';
import { CHECKOUT_RESULT_MESSAGES as RESULT, offeredMethods, PAY_MESSAGES as CHOOSER } from '@trato/domain/payments/checkout-messages';

type Load = { status: 'loading' } | { status: 'ready'; link: PayLinkDto } | { status: 'gone'; message: string } | { status: 'failed'; message: string };

/** How often, and how many times, the page asks again while a checkout's confirmation is on its way. */
const POLL_MS = 2000;
const POLLS = 15;

/**
 * /pay/{token} (issue 31 §2, decision 0074): one payment, opened from a reminder's «Pagar» without
 * signing in, branded with the workspace. Phone first: the amount, then the methods on offer in the
 * chooser every «Pagar» uses — the bank transfer among them, with «Ya transferí» (decision 0077) —;
 * back from a checkout, the result as the server knows it (paid, pending, failed with «Intentar de
 * nuevo»); a reported transfer reads «En revisión», a rejected one its reason above the methods.
 */
export default function PayPage({ token, result: initialResult }: { token: string; result: string | null }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [result, setResult] = useState(initialResult);
  const [polls, setPolls] = useState(0);

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

  function tryAgain() {
    // The result query is spent: a reload shows the methods again, not the old result.
    window.history.replaceState(null, '', publicPaths.pay(token));
    setResult(null);
    setPolls(0);
    void fetchLink();
  }

  if (load.status === 'loading') {
    return <PageLoading text={M.loading} />;
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
  const paidDay = formatDay(payment.paid_at);
  // The transfer is on offer with an account to pay into; online methods as the server says.
  const transferable = link.bank_accounts.length > 0;
  const offered = offeredMethods(link.methods).filter((m) => m.method !== 'transfer' || transferable);
  const online = offered.some((m) => m.method !== 'transfer');
  const transferPanel = (back: () => void) => (
    <TransferReport
        amount={payment.amount}
        currency={payment.currency}
        accounts={link.bank_accounts}
        // A rejection's reason is said above the methods already.
        review={link.review === 'rejected' ? null : link.review}
        transfer={link.transfer}
        actions={{ report: (input) => reportPayLinkTransfer(token, input), uploadProof: (file, onProgress) => uploadPayLinkProof(token, file, onProgress) }}
        onSent={() => void fetchLink()}
        onClose={back}
        closeLabel={CHOOSER.otherMethod}
      />
  );

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
      ) : view === 'transfer-review' && link.transfer ? (
        <Result
          tone="wait"
          title={TRANSFER.inReview}
          text={TRANSFER.inReviewText(formatDay(`${link.transfer.transferred_on}T00:00:00Z`) ?? link.transfer.transferred_on, formatMoney(link.transfer.amount, link.transfer.currency))}
        />
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
          {link.review === 'rejected' && link.transfer?.reason && (
            <p role="status" className="rounded-2xl bg-danger-soft px-4 py-3 text-sm text-danger" data-testid="transfer-rejected">
              {TRANSFER.rejectedText(link.transfer.reason)}
            </p>
          )}
          {offered.length > 0 ? (
            <MethodChooser
              methods={offered}
              checkout={async (provider) => ({ url: await startPayLinkCheckout(token, provider) })}
              transferPanel={transferable ? transferPanel : undefined}
              note={online && <p className="text-center text-xs text-muted-foreground">{M.secure}</p>}
            />
          ) : (
            <p className="rounded-2xl bg-surface-muted px-4 py-3 text-sm text-muted-foreground">{M.noOnlineMethods(organization.name)}</p>
          )}
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
