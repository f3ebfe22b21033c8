import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, X } from 'lucide-react';
import { can } from '@trato/domain/workspace/roles';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { billingQueryOptions } from '../../../lib/billing/get-billing.ts';
import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage.ts';
import { SHELL_MESSAGES } from '../messages.ts';

const M = SHELL_MESSAGES.lapsedBanner;

/** Pages that already say it in full (and the resubscribe flow, whose token is not the stored one). */
const QUIET_PATHS = /^\/(billing|checkout)(\/|$)/;

/**
 * A slim notice across the admin shell while a hosted workspace's paid subscription is lapsed
 * (GET /v1/billing `lapsed`, decision 0019), for those who can pay (owner, admin), with a link to
 * /billing. Hidden for the rest of the browser session once closed. One billing query, shared with
 * the billing pages' cache and kept fresh for a few minutes, so moving between pages asks nothing.
 */
export function LapsedBanner() {
  const { pathname } = useLocation();
  const account = useAccount();
  const [dismissed, setDismissed] = useState(() => readString(STORAGE_KEYS.lapsedBannerDismissed, 'session') === '1');
  const manager = can(account.data?.role, 'billing:manage');
  const billing = useQuery({ ...billingQueryOptions(), staleTime: 5 * 60_000, enabled: manager && !dismissed && !QUIET_PATHS.test(pathname) });
  const data = billing.data;
  if (!manager || dismissed || QUIET_PATHS.test(pathname) || data?.mode !== 'hosted' || !data.lapsed) return null;

  function dismiss() {
    writeString(STORAGE_KEYS.lapsedBannerDismissed, '1', 'session');
    setDismissed(true);
  }

  return (
    <div role="status" aria-label={M.label} className="flex items-start gap-3 border-b border-warning/30 bg-warning-soft px-4 py-2.5 text-sm text-foreground sm:items-center sm:px-6 lg:px-10">
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-warning sm:mt-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {M.text}{' '}
        <Link to="/billing" className="font-medium whitespace-nowrap text-primary-text underline underline-offset-2 hover:no-underline">
          {M.link}
        </Link>
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={M.dismiss}
        className="-my-1 -mr-2 flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-warning/15 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
