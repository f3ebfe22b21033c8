import { act, useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayablePaymentDto } from '@trato/domain/payments/checkout-result-schema';
import type { MethodOffer } from '@trato/domain/payments/payment-methods';
import { ApiError } from '../../lib/api-error.ts';
import { mountRoot } from '../../testing/mount.ts';
import { CheckoutResult } from './checkout-result.tsx';
import { MethodChooser, PayButton } from './method-chooser.tsx';
import { TransferReport, type TransferReportProps } from './transfer-report.tsx';
import { usePayable } from './use-payable.ts';

// «Pagar» and its chooser, and the return page's view, as the client uses them: the methods come
// from the API (here, its answer as data), the checkout is the endpoint the page passes in.
afterEach(() => {
  document.body.innerHTML = '';
});

const methods: MethodOffer[] = [
  { method: 'mercadopago', available: true, reason: null },
  { method: 'stripe', available: false, reason: 'Stripe no está conectado.' },
  { method: 'transfer', available: true, reason: null },
];

function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => mountRoot(container).render(node));
  return container;
}
const button = (el: HTMLElement, text: string) => [...el.querySelectorAll('button')].find((b) => b.textContent?.includes(text));

describe('«Pagar» and the method chooser', () => {
  it('offers only the methods on offer, goes to the provider\'s page the server answers', async () => {
    let answer!: (v: { url: string }) => void;
    const checkout = vi.fn(() => new Promise<{ url: string }>((resolve) => (answer = resolve)));
    const go = vi.fn();
    const el = mount(<PayButton methods={methods} checkout={checkout} go={go} />);
    await act(async () => button(el, 'Pagar')!.click());
    expect(el.textContent).toContain('Elige cómo pagar');
    expect(button(el, 'Mercado Pago')).toBeDefined();
    // Stripe is off for this payment; the transfer has no panel plugged in here.
    expect(button(el, 'Tarjeta (Stripe)')).toBeUndefined();
    expect(button(el, 'Transferencia bancaria')).toBeUndefined();

    await act(async () => button(el, 'Mercado Pago')!.click());
    expect(checkout).toHaveBeenCalledWith('mercadopago');
    expect(el.textContent).toContain('Te llevamos al pago…');
    await act(async () => answer({ url: 'https://mp.example/checkout?pref_id=1' }));
    expect(go).toHaveBeenCalledWith('https://mp.example/checkout?pref_id=1');
  });

  it('says the server\'s reason in Spanish when the checkout is refused, and can be closed', async () => {
    const checkout = vi.fn(() => Promise.reject(new ApiError(422, 'Este pago ya está pagado.', 'VALIDATION_ERROR')));
    const el = mount(<PayButton methods={methods} checkout={checkout} go={vi.fn()} />);
    await act(async () => button(el, 'Pagar')!.click());
    await act(async () => button(el, 'Mercado Pago')!.click());
    expect(el.querySelector('[role="alert"]')!.textContent).toBe('Este pago ya está pagado.');
    await act(async () => button(el, 'Cancelar')!.click());
    expect(el.textContent).not.toContain('Elige cómo pagar');
  });

  it('the demo workspace\'s answer is news, not a failure: a status, not an alert', async () => {
    const checkout = vi.fn(() => Promise.reject(new ApiError(403, 'Esto es una demostración: …', 'DEMO_WORKSPACE')));
    const el = mount(<PayButton methods={methods} checkout={checkout} go={vi.fn()} />);
    await act(async () => button(el, 'Pagar')!.click());
    await act(async () => button(el, 'Mercado Pago')!.click());
    expect(el.querySelector('[role="status"]')!.textContent).toBe('Esto es una demostración: …');
    expect(el.querySelector('[role="alert"]')).toBeNull();
  });

  it('opens the transfer panel in the chooser\'s place when one is plugged in, and comes back', async () => {
    const el = mount(<PayButton methods={methods} checkout={vi.fn()} transferPanel={(back) => <button onClick={back}>Datos de la cuenta</button>} />);
    await act(async () => button(el, 'Pagar')!.click());
    await act(async () => button(el, 'Transferencia bancaria')!.click());
    expect(el.textContent).toContain('Datos de la cuenta');
    await act(async () => button(el, 'Datos de la cuenta')!.click());
    expect(el.textContent).toContain('Elige cómo pagar');
  });
});

const payment = (over: Partial<PayablePaymentDto>): PayablePaymentDto => ({
  id: 'p1',
  name: 'Anticipo',
  amount: '150000.00',
  currency: 'CLP',
  state: 'pending',
  due_at: null,
  paid_at: null,
  project_id: 'x',
  first_in_plan: true,
  charge: null,
  methods,
  bank_accounts: [],
  ...over,
});

function ResultProbe({ answers, left = false }: { answers: PayablePaymentDto[]; left?: boolean }) {
  const read = useCallback(async () => answers.length > 1 ? answers.shift()! : answers[0]!, [answers]);
  const state = usePayable(read, left, { pollMs: 5, pollForMs: 5000 });
  if (state.status !== 'ready') return <p>…</p>;
  return <CheckoutResult payment={state.payment} outcome={state.outcome} timedOut={state.timedOut} checkout={vi.fn()} next={<a href="/c/payments">Ver mis pagos</a>} />;
}

describe('back from the checkout: the server\'s truth', () => {
  it('waits while no charge is known, then says «Pago recibido» when the webhook has paid it', async () => {
    const el = mount(<ResultProbe answers={[payment({}), payment({}), payment({ state: 'paid', paid_at: '2026-11-29T12:00:00Z', charge: { provider: 'mercadopago', status: 'paid' } })]} />);
    await act(async () => new Promise((r) => setTimeout(r, 60)));
    expect(el.querySelector('h1')!.textContent).toBe('Pago recibido');
    expect(el.querySelector('[data-testid="checkout-result"]')!.getAttribute('data-outcome')).toBe('paid');
  });

  it('a cash voucher is «Pago pendiente», explained; a cancelled checkout is «El pago no se completó» with «Intentar de nuevo»', async () => {
    const pending = mount(<ResultProbe answers={[payment({ charge: { provider: 'mercadopago', status: 'pending' } })]} />);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(pending.querySelector('h1')!.textContent).toBe('Pago pendiente');
    expect(pending.textContent).toContain('efectivo');

    const failed = mount(<ResultProbe answers={[payment({})]} left />);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(failed.querySelector('h1')!.textContent).toBe('El pago no se completó');
    await act(async () => button(failed, 'Intentar de nuevo')!.click());
    expect(failed.textContent).toContain('Elige cómo pagar');
  });
});

const account = { bank: 'Banco de Chile', account_type: 'checking', number: '00-123-45678-09', holder: 'Estudio Núñez SpA', holder_tax_id: '76.123.456-0', proof_email: 'pagos@estudio.cl' };
const reported = { id: 't1', status: 'in_review' as const, transferred_on: '2026-11-20', amount: '150000.00', currency: 'CLP', proof: null, reason: null, reported_at: '2026-11-20T12:00:00.000Z', decided_at: null };

function setValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The chooser with the shared transfer panel plugged in, as the pay link page and the portal do. */
function withTransfer(props: Partial<TransferReportProps> & Pick<TransferReportProps, 'actions'>) {
  return mount(
    <MethodChooser
      methods={methods}
      checkout={vi.fn()}
      transferPanel={(back) => <TransferReport amount="150000.00" currency="CLP" accounts={[account]} review={null} transfer={null} onSent={vi.fn()} onClose={back} {...props} />}
    />,
  );
}

describe('«Transferencia bancaria» in the chooser: the one «Ya transferí» form (decision 0077)', () => {
  it('shows the account with «Copiar», then reports day, amount and a proof, uploading it first with its progress', async () => {
    let progress!: (n: number) => void;
    let uploaded!: (v: { id: string }) => void;
    const uploadProof = vi.fn((_file: File, onProgress: (n: number) => void) => new Promise<{ id: string }>((resolve) => ((progress = onProgress), (uploaded = resolve))));
    const report = vi.fn(() => Promise.resolve({}));
    const onSent = vi.fn();
    const el = withTransfer({ actions: { report, uploadProof }, onSent });
    await act(async () => button(el, 'Transferencia bancaria')!.click());
    const accountBox = el.querySelector('[data-testid="transfer-account"]')!;
    expect(accountBox.textContent).toContain('00-123-45678-09');
    expect([...accountBox.querySelectorAll('button')].every((b) => b.textContent === 'Copiar')).toBe(true);
    expect(el.textContent).toMatch(/Transfiere .*150\.000.* a una de estas cuentas/);

    await act(async () => button(el, 'Ya transferí')!.click());
    const [day, amount, file] = [...el.querySelectorAll('input')] as HTMLInputElement[];
    expect(amount!.value).toBe('150000.00');
    act(() => {
      setValue(day!, '2026-11-20');
      setValue(amount!, '149000');
    });
    const proof = new File(['%PDF-1.4'], 'comprobante.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'files', { value: [proof] });
    act(() => file!.dispatchEvent(new Event('change', { bubbles: true })));
    await act(async () => button(el, 'Enviar aviso')!.click());
    expect(uploadProof).toHaveBeenCalledWith(proof, expect.any(Function));
    await act(async () => progress(40));
    expect(el.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('40');
    expect(el.textContent).toContain('Subiendo el comprobante… 40%');
    await act(async () => uploaded({ id: 'proof-1' }));
    expect(report).toHaveBeenCalledWith({ transferred_on: '2026-11-20', amount: '149000', proof_id: 'proof-1' });
    expect(onSent).toHaveBeenCalled();
  });

  it('says the server\'s Spanish refusal under its field, and keeps the form', async () => {
    const report = vi.fn(() => Promise.reject(new ApiError(422, 'Datos inválidos', 'VALIDATION_ERROR', { transferred_on: ['La fecha de la transferencia no puede ser futura.'] })));
    const el = withTransfer({ actions: { report, uploadProof: vi.fn() } });
    await act(async () => button(el, 'Transferencia bancaria')!.click());
    await act(async () => button(el, 'Ya transferí')!.click());
    await act(async () => button(el, 'Enviar aviso')!.click());
    expect(el.textContent).toContain('La fecha de la transferencia no puede ser futura.');
    expect(el.querySelector('[data-testid="transfer-form"]')).not.toBeNull();
  });

  it('«En revisión» once reported; a rejection\'s reason with a new report possible', async () => {
    const actions = { report: vi.fn(), uploadProof: vi.fn() };
    const waiting = withTransfer({ actions, review: 'in_review', transfer: reported });
    await act(async () => button(waiting, 'Transferencia bancaria')!.click());
    expect(waiting.querySelector('[data-testid="transfer-in-review"]')!.textContent).toContain('En revisión');
    expect(button(waiting, 'Ya transferí')).toBeUndefined();

    const rejected = withTransfer({ actions, review: 'rejected', transfer: { ...reported, status: 'rejected', reason: 'No vemos el abono.' } });
    await act(async () => button(rejected, 'Transferencia bancaria')!.click());
    expect(rejected.querySelector('[data-testid="transfer-rejected"]')!.textContent).toBe('El equipo rechazó tu transferencia: «No vemos el abono». Puedes informar una nueva.');
    expect(button(rejected, 'Ya transferí')).toBeDefined();
  });
});
