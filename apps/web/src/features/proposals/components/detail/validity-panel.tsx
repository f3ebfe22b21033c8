import { Suspense, useState } from 'react';
import { CalendarClock, CalendarX } from 'lucide-react';
import { formatDay } from '@trato/domain/date-format';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { isExpired } from '@trato/domain/proposals/expiry';
import { isOpenForClient } from '@trato/domain/proposals/statuses';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { lazyComponent } from '../../../../lib/lazy-component.ts';

// The form and react-hook-form load when «Extender validez» is pressed (issue 33).
const ExtendValidityForm = lazyComponent(() => import('./extend-validity-form.tsx'), (m) => m.ExtendValidityForm);

/**
 * «Válida hasta» of an open proposal and «Extender validez» (decision 0079): an expired proposal
 * cannot be signed until the provider gives it a new date; the client's page reads it on its next load.
 */
export function ValidityPanel({ proposal }: { proposal: ProposalDto }) {
  const [open, setOpen] = useState(false);
  if (!isOpenForClient(proposal.status) || !proposal.valid_until_at) return null;
  const expired = isExpired(proposal.valid_until_at);
  const day = formatDay(proposal.valid_until_at) ?? '';

  const Icon = expired ? CalendarX : CalendarClock;
  return (
    <section
      aria-label={M.validityLabel}
      data-testid="validity-panel"
      className={cn('space-y-3 rounded-2xl border p-4', expired ? 'border-danger/30 bg-danger-soft' : 'border-border bg-surface')}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Icon className={cn('size-5 shrink-0', expired ? 'text-danger' : 'text-muted-foreground')} aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-foreground">{expired ? M.expiredOn(day) : M.validUntilDay(day)}</p>
          {expired && <p className="text-muted-foreground">{M.expiredHint}</p>}
        </div>
        {!open && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {M.extend}
          </Button>
        )}
      </div>
      {open && (
        <Suspense fallback={<Spinner />}>
          <ExtendValidityForm proposal={proposal} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
