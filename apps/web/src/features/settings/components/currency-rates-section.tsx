import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { RotateCcw } from 'lucide-react';
import type { CurrencyCode } from '@trato/domain/currencies';
import type { CurrencyRateDto } from '@trato/domain/payments/dto';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { useCurrencyRates, useUpdateCurrencyRates, type RateChange } from '../api/currency-rates.ts';
import { SETTINGS_UI as M } from '../messages.ts';
import { Section } from './settings-section.tsx';
import { parseSpanishDecimal, spanishDecimal } from '@trato/domain/decimal-input';
import { PAYMENTS_MESSAGES } from '@trato/domain/payments/messages';

/** Tasas de cambio: one row per currency, 'USD por unidad', reset to the built-in default. */
export function CurrencyRatesSection({ editable }: { editable: boolean }) {
  const rates = useCurrencyRates();
  return (
    <Section title={M.ratesSection} hint={M.ratesHint}>
      {rates.isPending ? (
        <Spinner label={M.ratesSection} />
      ) : rates.isError ? (
        <LoadError title={M.ratesError} error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <RatesForm key={rates.dataUpdatedAt} table={rates.data} editable={editable} />
      )}
    </Section>
  );
}

function RatesForm({ table, editable }: { table: CurrencyRateDto[]; editable: boolean }) {
  const update = useUpdateCurrencyRates();
  // Shown and typed the Spanish way («0,0011»); sent in the API's own text («0.0011»).
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(table.map((r) => [r.currency_code, spanishDecimal(r.usd_per_unit)])));
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save(changes: RateChange[], done: string) {
    setErrors({});
    try {
      await update.mutateAsync(changes);
      toast.success(done);
    } catch (error) {
      // 422 names rows by their index in what was sent: rates.0.usd_per_unit.
      const byCode: Record<string, string> = {};
      changes.forEach((c, i) => {
        const message = isApiError(error) ? (error.fieldError(`rates.${i}.usd_per_unit`) ?? error.fieldError(`rates.${i}.currency_code`)) : undefined;
        if (message) byCode[c.currency_code] = message;
      });
      if (Object.keys(byCode).length) setErrors(byCode);
      else toast.error(errorMessage(error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = table.map((r) => ({ row: r, value: parseSpanishDecimal(values[r.currency_code] ?? '') }));
    const unreadable = typed.filter((t) => t.value === null).map((t) => t.row.currency_code);
    if (unreadable.length) return void setErrors(Object.fromEntries(unreadable.map((code) => [code, PAYMENTS_MESSAGES.rateInvalid])));
    const changes = typed.filter((t) => t.value !== t.row.usd_per_unit).map((t) => ({ currency_code: t.row.currency_code, usd_per_unit: t.value }));
    if (!changes.length) return void toast.info(M.ratesNoChanges);
    void save(changes, M.ratesSaved);
  }

  const reset = (code: CurrencyCode) => void save([{ currency_code: code, usd_per_unit: null }], M.ratesSaved);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset disabled={!editable} className="min-w-0">
        <table className="w-full text-sm" aria-label={M.ratesTableLabel}>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">{M.rateCurrency}</th>
              <th scope="col" className="pb-2 font-medium">{M.ratePerUnit}</th>
              <th scope="col" className="pb-2"><span className="sr-only">{M.resetRate}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {table.map((r) => {
              const error = errors[r.currency_code];
              return (
                <tr key={r.currency_code} className="align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="font-semibold text-foreground">{r.currency_code}</span>
                    <span className="block text-xs text-muted-foreground">{r.is_default ? M.rateDefault : M.rateCustom}</span>
                  </th>
                  <td className="py-2 pr-2">
                    <Input
                      aria-label={M.rateFor(r.currency_code)}
                      inputMode="decimal"
                      autoComplete="off"
                      value={values[r.currency_code] ?? ''}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => setValues((v) => ({ ...v, [r.currency_code]: e.target.value }))}
                      className="max-w-44 tabular-nums"
                    />
                    {error && (
                      <p className="mt-1 text-sm text-danger" role="alert">
                        {error}
                      </p>
                    )}
                  </td>
                  <td className="py-2 text-right">
                    {!r.is_default && (
                      <Button variant="ghost" size="sm" onClick={() => reset(r.currency_code)} aria-label={M.resetRateFor(r.currency_code)}>
                        <RotateCcw className="size-4" aria-hidden="true" />
                        <span className="hidden sm:inline">{M.resetRate}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" variant="outline" loading={update.isPending}>
            {M.saveRates}
          </Button>
        </div>
      )}
    </form>
  );
}
