import { Check, X } from 'lucide-react';
import type { CollectionsDto } from '@trato/domain/collections/dto-schemas';
import { PAYMENT_METHOD_LABELS } from '@trato/domain/payments/payment-methods';
import { COLLECTIONS_UI as M } from '../../collections-messages.ts';

/** For each currency the workspace uses: each method on, or why it is off (domain rule payment-methods.ts). */
export function MethodsTable({ currencies }: { currencies: CollectionsDto['currencies'] }) {
  return (
    <ul aria-label={M.methodsTable} className="space-y-4">
      {currencies.map((c) => (
        <li key={c.currency} className="rounded-xl border border-border p-4">
          <h3 className="text-sm font-semibold text-foreground">{c.currency}</h3>
          <ul className="mt-2 space-y-1.5">
            {c.methods.map((m) => (
              <li key={m.method} className="flex items-start gap-2 text-sm">
                {m.available ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className={m.available ? 'text-foreground' : 'text-muted-foreground'}>
                  <span className="font-medium">{PAYMENT_METHOD_LABELS[m.method]}</span>
                  {': '}
                  {m.available ? M.on : m.reason}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
