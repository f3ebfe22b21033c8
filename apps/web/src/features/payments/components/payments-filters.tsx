import { X } from 'lucide-react';
import { CURRENCIES } from '@trato/domain/currencies';
import { DATE_PRESETS, type DatePreset } from '@trato/domain/payments/date-ranges';
import { PAYMENT_LIST_STATUSES, type PaymentListStatus } from '@trato/domain/payments/list-statuses';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { customRangeProblem, isFiltered, type PaymentFilters } from '../lib/payment-filters.ts';
import { PAYMENTS_UI as M } from '../messages.ts';

type Props = {
  filters: PaymentFilters;
  /** Any change of filter goes back to page 1. */
  onChange: (next: Partial<PaymentFilters>) => void;
  /** Names of the client and the proposal/portal filtered by, when the page knows them. */
  companyName: string | null;
  projectName: string | null;
};

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex h-8 items-center gap-1 rounded-full bg-primary-soft pr-1 pl-3 text-sm font-medium text-primary-text">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={M.removeFilter(label)}
        className="flex size-6 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}

/** Estado, Vencimiento (SPEC §9 presets, custom from/to), Moneda; client and project as removable chips. */
export function PaymentsFilters({ filters, onChange, companyName, projectName }: Props) {
  const problem = customRangeProblem(filters);
  return (
    <section aria-label={M.filtersLabel} className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <Field label={M.status} className="sm:w-44">
          <Select value={filters.status ?? ''} onChange={(e) => onChange({ status: (e.target.value || null) as PaymentListStatus | null })}>
            <option value="">{M.allStatuses}</option>
            {PAYMENT_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {M.statusLabels[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={M.currency} className="sm:w-36">
          <Select value={filters.currency ?? ''} onChange={(e) => onChange({ currency: (e.target.value || null) as PaymentFilters['currency'] })}>
            <option value="">{M.allCurrencies}</option>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={M.dateRange} className="col-span-2 sm:w-52">
          <Select value={filters.preset} onChange={(e) => onChange({ preset: e.target.value as DatePreset })}>
            {DATE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {M.presetLabels[p]}
              </option>
            ))}
          </Select>
        </Field>
        {filters.preset === 'custom' && (
          <>
            <Field label={M.from} className="sm:w-44">
              <Input type="date" value={filters.from ?? ''} max={filters.to ?? undefined} onChange={(e) => onChange({ from: e.target.value || null })} />
            </Field>
            <Field label={M.to} className="sm:w-44">
              <Input
                type="date"
                value={filters.to ?? ''}
                min={filters.from ?? undefined}
                aria-invalid={problem === 'reversed' ? true : undefined}
                onChange={(e) => onChange({ to: e.target.value || null })}
              />
            </Field>
          </>
        )}
      </div>
      {/* Until the range is complete the list shows every date; say so under the row, not inside a field. */}
      {problem && (
        <p className={problem === 'reversed' ? 'text-sm text-danger' : 'text-sm text-muted-foreground'} role="status">
          {problem === 'reversed' ? M.rangeReversed : M.customNeedsDates}
        </p>
      )}
      {(filters.company_id || filters.project_id || isFiltered(filters)) && (
        <div className="flex flex-wrap items-center gap-2">
          {filters.company_id && <Chip label={`${M.client}: ${companyName ?? M.thisClient}`} onRemove={() => onChange({ company_id: null })} />}
          {filters.project_id && <Chip label={`${M.project}: ${projectName ?? M.thisProject}`} onRemove={() => onChange({ project_id: null })} />}
          <Button
            variant="link"
            size="sm"
            onClick={() => onChange({ status: null, preset: 'all', from: null, to: null, company_id: null, project_id: null, currency: null })}
          >
            {M.clearFilters}
          </Button>
        </div>
      )}
    </section>
  );
}
