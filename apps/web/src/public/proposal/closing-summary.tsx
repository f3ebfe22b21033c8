import { formatDay } from '@trato/domain/date-format';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../components/button.tsx';
import { CheckIcon } from '../components/icons.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { ServerMarkup } from '../ssr/server-markup.tsx';

/**
 * Where the document ends, while it can be signed (issue 32 §1): the total, until when it is valid
 * and the accept button, so a client who read to the end decides there. On a phone the bottom bar
 * already holds the button: here it shows from `sm` up only.
 *
 * Only the button is hydrated: the text stays as the server sent it while `keep` holds (decision
 * 0084). Rendering it in the browser meant the page's first date and money formats there, and the
 * first `Intl.DateTimeFormat` alone (the browser loading its Spanish date data) took ~55 ms of a
 * phone's main thread.
 */
export function ClosingSummary({ proposal, keep, onAccept }: { proposal: PublicProposalDto; keep: boolean; onAccept: () => void }) {
  if (!proposal.can_sign) return null;
  return (
    <section aria-label={M.closingLabel} data-testid="closing-summary" className="rounded-2xl border border-border bg-surface px-5 py-6 sm:px-10 sm:py-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
        <ServerMarkup keep={keep} className="space-y-1">
          <ClosingText proposal={proposal} />
        </ServerMarkup>
        <Button onClick={onAccept} className="shrink-0 max-sm:hidden">
          <CheckIcon className="size-4.5 shrink-0" />
          {M.accept}
        </Button>
      </div>
    </section>
  );
}

/** The summary's words: a component of its own, so nothing is formatted while the server's text is kept. */
function ClosingText({ proposal }: { proposal: PublicProposalDto }) {
  const validUntil = formatDay(proposal.valid_until_at);
  const hasTotal = proposal.services.length > 0;
  return (
    <>
      <h2 className="text-lg font-semibold text-foreground">{M.closingTitle}</h2>
      {hasTotal && (
        <p className="text-sm text-muted-foreground">
          {M.closingTotal}{' '}
          <span className="text-2xl font-bold text-primary-text tabular-nums" data-testid="closing-total">
            {formatMoney(proposal.totals.total, proposal.currency_code)}
          </span>
        </p>
      )}
      {validUntil && <p className="text-sm text-muted-foreground">{M.closingValidUntil(validUntil)}</p>}
      <p className="text-sm text-muted-foreground">{M.closingText}</p>
    </>
  );
}
