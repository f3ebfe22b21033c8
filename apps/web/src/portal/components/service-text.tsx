import { formatMoney } from '@trato/domain/money-format';
import type { PortalServiceDto } from '@trato/domain/portal/dto';
import { quantityWithUnit } from '@trato/domain/proposals/document-lines';
import { PORTAL_MESSAGES as M } from '../messages.ts';

/** "Cantidad: 8 horas": a line's own quantity and unit, never a sum of its subservices' unlike units. */
function QuantityLine({ line, className }: { line: PortalServiceDto | PortalServiceDto['subservices'][number]; className: string }) {
  const quantity = quantityWithUnit(line);
  return quantity ? <p className={className}>{M.quantity(quantity)}</p> : null;
}

/**
 * One service of the portal's Servicios: name, total, description, and either its own quantity with
 * its unit or, when it is priced by subservices, each subservice with its own quantity, unit and
 * total — never one «Cantidad» adding hours, pages and months together (issue 30 §2).
 */
export function ServiceText({ service, currency }: { service: PortalServiceDto; currency: string }) {
  const subservices = [...service.subservices].sort((a, b) => a.position - b.position);
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium">{service.name}</p>
        {service.type !== 'simple' || Number(service.total) > 1 ? <p className="font-semibold tabular-nums">{formatMoney(service.total, currency)}</p> : null}
      </div>
      {service.description && <p className="mt-0.5 text-sm text-muted-foreground">{service.description}</p>}
      {subservices.length === 0 ? (
        <QuantityLine line={service} className="mt-0.5 text-xs text-muted-foreground" />
      ) : (
        <ul className="mt-2 space-y-1.5 border-l-2 border-border pl-3" data-testid="portal-subservices">
          {subservices.map((sub) => (
            <li key={sub.key || sub.name} className="flex items-start justify-between gap-3 text-sm" data-testid="portal-subservice">
              <div className="min-w-0">
                <p className="break-words">{sub.name}</p>
                <QuantityLine line={sub} className="text-xs text-muted-foreground tabular-nums" />
              </div>
              <p className="shrink-0 text-muted-foreground tabular-nums">{formatMoney(sub.total, currency)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
