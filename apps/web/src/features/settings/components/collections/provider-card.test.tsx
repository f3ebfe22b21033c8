import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderStatusDto } from '@trato/domain/collections/dto-schemas';
import { mountRoot } from '../../../../testing/mount.ts';
import { ProviderCard } from './provider-card.tsx';

// «Probar conexión» on a connected provider's card: the browser journey's server has no provider
// stand-in, so the card is checked here against the API's answers (fetch stands in for the network).
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const connected: ProviderStatusDto = { connected: true, mode: 'production', last4: '1234', problem: null };

function render(status: ProviderStatusDto, editable = true) {
  const qc = new QueryClient();
  const container = document.createElement('div');
  document.body.append(container);
  act(() =>
    mountRoot(container).render(
      <QueryClientProvider client={qc}>
        <ProviderCard provider="mercadopago" status={status} editable={editable} />
      </QueryClientProvider>,
    ),
  );
  return container;
}

const testButton = (el: HTMLElement) => [...el.querySelectorAll('button')].find((b) => b.textContent?.includes('Probar conexión'));

describe('ProviderCard «Probar conexión»', () => {
  it('asks the API, shows it is checking, then its Spanish verdict', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const el = render(connected);
    await act(async () => testButton(el)!.click());
    // React Query tells observers on its next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(testButton(el)!.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/v1/collections/mercadopago/test', 'POST']);

    const message = 'Esta cuenta de Mercado Pago es de Argentina y cobra en ARS; tu espacio cobra en CLP.';
    await act(async () => answer(new Response(JSON.stringify({ data: { ok: false, message, details: null } }), { status: 200 })));
    expect(el.querySelector('[role=alert]')?.textContent).toBe(message);
    expect(testButton(el)!.disabled).toBe(false);
  });

  it('a passing check is shown as a success', async () => {
    const message = 'Conexión correcta: cuenta de Mercado Pago de Chile, cobra en CLP (modo producción).';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ data: { ok: true, message, details: null } }), { status: 200 })));
    const el = render(connected);
    await act(async () => testButton(el)!.click());
    expect(el.querySelector('[role=status]')?.textContent).toBe(message);
    expect(el.querySelector('[role=alert]')).toBeNull();
  });

  it('is not offered to a member, nor before the provider is connected', () => {
    expect(testButton(render(connected, false))).toBeUndefined();
    expect(testButton(render({ connected: false, mode: null, last4: null, problem: null }))).toBeUndefined();
  });
});
