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
              <li key={m.method} className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
                <span className="flex items-center gap-2 font-medium text-foreground">
                  {m.available ? (
                    <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <X className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                  {PAYMENT_METHOD_LABELS[m.method]}
                </span>
                <span className={m.available ? 'pl-6 text-success sm:pl-0' : 'pl-6 text-muted-foreground sm:pl-0'}>{m.available ? M.on : m.reason}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
