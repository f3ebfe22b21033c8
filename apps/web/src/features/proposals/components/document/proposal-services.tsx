import { showsUnitPrice } from '@trato/domain/proposals/document-lines';
import type { ProposalServiceDto, ProposalSubserviceDto } from '@trato/domain/proposals/dto';
import type { DocumentProposal } from './document-proposal.ts';
import { formatMoney, formatNumber } from '../../../../lib/money.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

type Line = ProposalServiceDto | ProposalSubserviceDto;

/** "3 horas × $ 20.000 por hora"; nothing where it tells the client nothing (a fixed price, one plain unit). */
function detail(line: Line, currency: string): string | null {
  if (!showsUnitPrice(line)) return null;
  const quantity = `${formatNumber(line.quantity)}${line.quantity_type ? ` ${line.quantity_type}` : ''}`;
  const value = `${formatMoney(line.value, currency)}${line.value_type ? ` ${line.value_type}` : ''}`;
  return `${quantity} × ${value}`;
}

function ServiceItem({ service, currency }: { service: ProposalServiceDto; currency: string }) {
  const subservices = [...service.subservices].sort((a, b) => a.position - b.position);
  const line = subservices.length === 0 ? detail(service, currency) : null;
  return (
    <li className="py-4" data-testid="document-service">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-semibold break-words text-foreground">{service.name}</p>
          {line && <p className="mt-0.5 text-sm text-muted-foreground tabular-nums">{line}</p>}
          {service.description && <p className="mt-1.5 text-sm whitespace-pre-line text-muted-foreground">{service.description}</p>}
        </div>
        <p className="shrink-0 font-semibold text-foreground tabular-nums">{formatMoney(service.total, currency)}</p>
      </div>
      {subservices.length > 0 && (
        <ul className="mt-3 space-y-2 border-l-2 border-border pl-4">
          {subservices.map((sub) => {
            const subLine = detail(sub, currency);
            return (
              <li key={sub.key} className="flex items-start justify-between gap-4 text-sm">
                <div className="min-w-0">
                  <p className="break-words text-foreground">{sub.name}</p>
                  {subLine && <p className="text-xs text-muted-foreground tabular-nums">{subLine}</p>}
                  {sub.description && <p className="mt-0.5 text-xs whitespace-pre-line text-muted-foreground">{sub.description}</p>}
                </div>
                <p className="shrink-0 text-muted-foreground tabular-nums">{formatMoney(sub.total, currency)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/**
 * What the client buys: each service (with its subservices) and the grand total. The per-type
 * subtotals stay in the builder: they are how the provider prices, not what the client reads.
 */
export function ProposalServices({ proposal }: { proposal: DocumentProposal }) {
  const currency = proposal.currency_code;
  const services = [...proposal.services].sort((a, b) => a.position - b.position);
  return (
    <section aria-labelledby="proposal-services-title" className="space-y-3">
      <h2 id="proposal-services-title" className="text-lg font-semibold text-foreground">
        {M.servicesTitle}
      </h2>
      {services.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">{M.noServices}</p>
      ) : (
        <div className="rounded-xl border border-border px-4 sm:px-5">
          <ul className="divide-y divide-border">
            {services.map((s) => (
              <ServiceItem key={s.key || s.id} service={s} currency={currency} />
            ))}
          </ul>
          <dl className="border-t border-border py-4 text-sm">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-base font-semibold text-foreground">{M.grandTotal}</dt>
              <dd className="text-xl font-bold text-primary-text tabular-nums sm:text-2xl" data-testid="document-total">
                {formatMoney(proposal.totals.total, currency)}
              </dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}
