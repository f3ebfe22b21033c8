import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import type { Priced } from '@trato/domain/services/totals';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { emptyItem, moveItem, type ItemDraft, type ServiceDraft } from './lib/service-draft.ts';
import { PRICING_MESSAGES as M } from './messages.ts';
import { ServiceItemFields } from './service-item-fields.tsx';

type ServiceCardProps = {
  service: ServiceDraft;
  index: number;
  count: number;
  totals: Priced & { subservices: Priced[] };
  /** Field messages of this service ('name', 'subservices.0.value'…). */
  errors: Record<string, string>;
  /** Show every message at once (e.g. after the user tried to leave with errors). */
  revealAll: boolean;
  money: (amount: string) => string;
  disabled?: boolean;
  newKey: () => string;
  onChange: (service: ServiceDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One service of the proposal with its subservices (indented), each editable in place. */
export function ServiceCard({ service, index, count, totals, errors, revealAll, money, disabled, newKey, onChange, onMove, onRemove }: ServiceCardProps) {
  // Messages appear for a field once it has been left (not while the user is still typing a new one).
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (path: string) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));
  const shown = (prefix: string) => {
    const out: Record<string, string | undefined> = {};
    for (const [path, message] of Object.entries(errors)) {
      if (!path.startsWith(prefix)) continue;
      const field = path.slice(prefix.length);
      if (field.includes('.')) continue;
      if (revealAll || touched.has(path)) out[field] = message;
    }
    return out;
  };

  const label = M.serviceLabel(service.name, index + 1);
  const subs = service.subservices;
  const setSubs = (next: ItemDraft[]) => onChange({ ...service, subservices: next });
  const moveSub = (from: number, to: number) => setSubs(moveItem(subs, from, to));

  return (
    <Card className="@container p-4 sm:p-5" role="group" aria-label={label} data-testid="proposal-service">
      <div className="mb-3 flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 pt-1.5">
          <span className="text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase">{M.serviceN(index + 1)}</span>
          <Badge tone={service.service_id ? undefined : 'bg-surface-muted text-muted-foreground'}>{service.service_id ? M.fromCatalogue : M.custom}</Badge>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button variant="ghost" size="icon" className="size-8" aria-label={M.moveServiceUp(label)} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-8" aria-label={M.moveServiceDown(label)} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)}>
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-8 text-danger" aria-label={M.removeService(label)} disabled={disabled} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <ServiceItemFields
        item={service}
        totals={totals}
        errors={shown('')}
        onChange={(patch) => onChange({ ...service, ...patch })}
        onBlurField={touch}
        money={money}
        summed={subs.length > 0}
        disabled={disabled}
        totalLabel={`${M.total} ${label}`}
        idPrefix={`svc-${service.key}`}
      />

      {subs.length > 0 && (
        <ol className="mt-4 space-y-3 border-l-2 border-border pl-2 sm:pl-5" aria-label={`${M.subservices} ${label}`}>
          {subs.map((sub, i) => {
            const subLabel = M.subserviceN(i + 1);
            return (
              <li key={sub.key} className="@container rounded-xl bg-surface-muted/50 p-2.5 sm:p-3" aria-label={subLabel}>
                <div className="mb-2 flex items-center justify-between gap-2">
                  <span className="text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase">{subLabel}</span>
                  <div className="flex shrink-0 items-center gap-1">
                    <Button variant="ghost" size="icon" className="size-8" aria-label={M.moveSubUp(i + 1)} disabled={disabled || i === 0} onClick={() => moveSub(i, i - 1)}>
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-8" aria-label={M.moveSubDown(i + 1)} disabled={disabled || i === subs.length - 1} onClick={() => moveSub(i, i + 1)}>
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" className="size-8 text-danger" aria-label={M.removeSubservice(i + 1)} disabled={disabled} onClick={() => setSubs(subs.filter((_, j) => j !== i))}>
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <ServiceItemFields
                  item={sub}
                  totals={totals.subservices[i] ?? { quantity: '0.00', value: '0.00', total: '0.00' }}
                  errors={shown(`subservices.${i}.`)}
                  onChange={(patch) => setSubs(subs.map((s, j) => (j === i ? { ...s, ...patch } : s)))}
                  onBlurField={(field) => touch(`subservices.${i}.${field}`)}
                  money={money}
                  disabled={disabled}
                  totalLabel={`${M.subtotal} ${subLabel} ${label}`}
                  idPrefix={`sub-${sub.key}`}
                />
              </li>
            );
          })}
        </ol>
      )}

      <div className="mt-3">
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setSubs([...subs, emptyItem(newKey())])}>
          <Plus className="size-4" aria-hidden="true" />
          {M.addSubservice}
        </Button>
      </div>
    </Card>
  );
}
