import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CurrencyRateDto } from '@trato/domain/payments/dto';
import { mountRoot } from '../../../testing/mount.ts';
import { CURRENCY_RATES_KEY } from '../api/currency-rates.ts';
import { CurrencyRatesSection } from './currency-rates-section.tsx';

const table: CurrencyRateDto[] = [
  { currency_code: 'CLP', name: 'Peso chileno (CLP)', usd_per_unit: '0.0011', is_default: true, updated_at: null },
  { currency_code: 'UF', name: 'Unidad de Fomento (UF)', usd_per_unit: '41.25', is_default: false, updated_at: '2026-11-20T12:00:00.000Z' },
];

/** The section with the rates already loaded (no network). */
function render() {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, enabled: false } } });
  qc.setQueryData(CURRENCY_RATES_KEY, table);
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={qc}>
        <CurrencyRatesSection editable />
      </QueryClientProvider>,
    ),
  );
  return container;
}

const field = (el: HTMLElement, code: string) => el.querySelector<HTMLInputElement>(`input[aria-label="USD por unidad de ${code}"]`)!;

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('CurrencyRatesSection', () => {
  it('shows each rate with a decimal comma', () => {
    const el = render();
    expect(field(el, 'CLP').value).toBe('0,0011');
    expect(field(el, 'UF').value).toBe('41,25');
  });

  it('names a rate it cannot read as a number, in Spanish, without sending anything', () => {
    const el = render();
    type(field(el, 'CLP'), '0,00,1');
    act(() => el.querySelector('form')!.requestSubmit());
    expect(el.querySelector('[role=alert]')?.textContent).toBe('Ingresa cuántos dólares vale una unidad: un número mayor que 0 con hasta 10 decimales.');
    expect(field(el, 'CLP').getAttribute('aria-invalid')).toBe('true');
  });
});
