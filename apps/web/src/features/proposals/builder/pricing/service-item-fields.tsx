import type { ReactNode } from 'react';
import type { Priced } from '@trato/domain/services/totals';
import type { ServiceType } from '@trato/domain/services/types';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { ItemDraft } from './lib/service-draft.ts';
import { PRICING_MESSAGES as M } from './messages.ts';
import { ServiceTypeOptions } from '../../../services/components/service-type-options.tsx';

type ItemFieldsProps = {
  item: ItemDraft;
  totals: Priced;
  /** Messages per field of this item ('name', 'quantity'…), already filtered to what to show. */
  errors: Record<string, string | undefined>;
  onChange: (patch: Partial<ItemDraft>) => void;
  onBlurField: (field: keyof ItemDraft) => void;
  money: (amount: string) => string;
  /** A parent with subservices: its figures are their sums, so no pricing inputs. */
  summed?: boolean;
  disabled?: boolean;
  totalLabel: string;
  /** Id prefix so labels stay unique on a page with many items. */
  idPrefix: string;
};

/**
 * The editable figures of one service or subservice: name, type, quantity × value (or the price of
 * a `simple` item, SPEC §5), its total and description. Two rows on a wide container, stacked on a
 * phone with the total last (container queries, so it fits wherever the builder places it).
 */
export function ServiceItemFields({ item, totals, errors, onChange, onBlurField, money, summed, disabled, totalLabel, idPrefix }: ItemFieldsProps) {
  const simple = item.type === 'simple';
  const amountProps = (field: 'quantity' | 'value' | 'total') => ({
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    value: item[field],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
    onBlur: () => onBlurField(field),
  });
  return (
    <div className="grid grid-cols-2 gap-3 @xl:grid-cols-12">
      <Field label={M.name} error={errors.name} className="col-span-2 @xl:col-span-6" id={`${idPrefix}-name`}>
        <Input autoComplete="off" maxLength={120} value={item.name} disabled={disabled} onChange={(e) => onChange({ name: e.target.value })} onBlur={() => onBlurField('name')} />
      </Field>
      <Field label={M.type} error={errors.type} className="col-span-2 @xl:col-span-3" id={`${idPrefix}-type`}>
        <Select value={item.type} disabled={disabled} onChange={(e) => onChange({ type: e.target.value as ServiceType })}>
          <ServiceTypeOptions />
        </Select>
      </Field>
      <TotalOutput label={totalLabel} className="order-last col-span-2 @xl:order-none @xl:col-span-3">
        {money(totals.total)}
      </TotalOutput>
      {summed ? (
        <p className="col-span-2 self-end rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-muted-foreground @xl:col-span-6">{M.fromSubservices}</p>
      ) : simple ? (
        <Field label={M.price} error={errors.total} className="col-span-2 @xl:col-span-6" id={`${idPrefix}-price`}>
          <Input {...amountProps('total')} />
        </Field>
      ) : (
        <>
          <Field label={M.quantity} error={errors.quantity} className="@xl:col-span-3" id={`${idPrefix}-quantity`}>
            <Input {...amountProps('quantity')} />
          </Field>
          <Field label={M.value} error={errors.value} className="@xl:col-span-3" id={`${idPrefix}-value`}>
            <Input {...amountProps('value')} />
          </Field>
        </>
      )}
      <Field label={M.description} error={errors.description} className="col-span-2 @xl:col-span-6" id={`${idPrefix}-description`}>
        <Input
          autoComplete="off"
          maxLength={2000}
          placeholder={M.descriptionPlaceholder}
          value={item.description}
          disabled={disabled}
          onChange={(e) => onChange({ description: e.target.value })}
          onBlur={() => onBlurField('description')}
        />
      </Field>
    </div>
  );
}

function TotalOutput({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-2 self-end border-t border-border pt-2 @xl:flex-col @xl:items-end @xl:gap-1 @xl:border-0 @xl:pt-0 @xl:pb-2', className)}>
      <span className="text-sm text-muted-foreground">{M.total}</span>
      <output className="text-base font-semibold text-foreground tabular-nums" aria-label={label} data-testid="item-total">
        {children}
      </output>
    </div>
  );
}
