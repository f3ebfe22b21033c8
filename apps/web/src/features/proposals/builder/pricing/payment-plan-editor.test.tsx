import { describe, expect, it, vi } from 'vitest';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { PaymentPlanEditor, type PaymentsPatch } from './payment-plan-editor.tsx';
import { paymentFixture, proposalFixture } from './testing/proposal-fixture.ts';
import { button, click, field, group, render, text, typeAndLeave, wait } from './testing/dom.ts';


const withTotal = (overrides: Partial<ProposalDto> = {}) => proposalFixture({ totals: { total: '1000000.00', by_type: [{ type: 'hours', total: '1000000.00' }] }, ...overrides });
const installments = (): ProposalDto['payments'] => ({
  type: 'installments',
  plan: 'installments',
  payments: [
    paymentFixture({ key: 'p1', name: 'Anticipo', amount: '400000.00', percent: '40.00', position: 0 }),
    paymentFixture({ key: 'p2', name: 'Segundo pago', amount: '300000.00', percent: '30.00', position: 1 }),
    paymentFixture({ key: 'p3', name: 'Entrega', amount: '300000.00', percent: '30.00', position: 2 }),
  ],
});

function setup(proposal: ProposalDto, onSave = vi.fn(async (_patch: PaymentsPatch) => proposal)) {
  render(<PaymentPlanEditor proposal={proposal} onSave={onSave} />);
  return onSave;
}
const radio = (name: string) => [...document.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.closest('label')?.textContent?.includes(name))!;
const percents = () => [...document.querySelectorAll('[data-testid="payment-row"]')].map((row) => field(row, 'Porcentaje').value);
const paidSwitch = (name: string) => group(name).querySelector<HTMLButtonElement>('[role=switch]')!;
const amountsShown = () => [...document.querySelectorAll('[data-testid="payment-row"]')].map((row) => field(row, 'Monto').value);

describe('payment plan editor (step 4)', () => {
  it('without a total asks to add services first', () => {
    setup(proposalFixture());
    expect(document.body.textContent).toContain('Primero agrega servicios');
    expect(document.querySelector('input[type=radio]')).toBeNull();
  });

  it('choosing Cuotas with no payments builds 40/30/30 of the total and saves the whole plan', async () => {
    const onSave = setup(withTotal());
    click(radio('Cuotas'));
    expect(percents()).toEqual(['40', '30', '30']);
    expect(amountsShown()).toEqual(['400000', '300000', '300000']);
    await wait(10);
    const { payments } = onSave.mock.calls[0]![0];
    expect(payments).toMatchObject({ type: 'installments', plan: 'installments' });
    expect(payments.payments.map((p) => [p.name, p.percent, p.amount, p.status])).toEqual([
      ['Anticipo', '40.00', '400000.00', 'pending'],
      ['Segundo pago', '30.00', '300000.00', 'pending'],
      ['Entrega', '30.00', '300000.00', 'pending'],
    ]);
    expect(text(document.querySelector('[data-testid="payments-summary"]'))).toContain('Coincide con el total de la cotización');
  });

  it('moving 10 % from the second payment to the first gives 50/20/30; splitting the last makes two 15 % payments, the new one named Nombre', async () => {
    const onSave = setup(withTotal({ payments: installments() }));
    typeAndLeave(field(group('Segundo pago'), 'Porcentaje'), '20');
    expect(percents()).toEqual(['50', '20', '30']);
    expect(amountsShown()).toEqual(['500000', '200000', '300000']);
    click(button(document, 'Dividir Entrega'));
    expect(percents()).toEqual(['50', '20', '15', '15']);
    expect(field(group('Nombre'), 'Nombre del pago').value).toBe('Nombre');
    await wait(10);
    const last = onSave.mock.calls.at(-1)![0].payments.payments;
    expect(last.map((p) => [p.name, p.amount])).toEqual([
      ['Anticipo', '500000.00'],
      ['Segundo pago', '200000.00'],
      ['Entrega', '150000.00'],
      ['Nombre', '150000.00'],
    ]);
  });

  it('an ignored change snaps back and says why; nothing is saved', async () => {
    const onSave = setup(withTotal({ payments: installments() }));
    const entrega = field(group('Entrega'), 'Porcentaje');
    typeAndLeave(entrega, '70');
    expect(entrega.value).toBe('30');
    expect(text(group('Entrega'))).toContain('El pago anterior no puede quedar en cero.');
    expect(text(group('Entrega'))).toContain('Máximo 599.999 CLP');
    await wait(10);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('changing to another plan asks first; cancelling keeps the payments', () => {
    const onSave = setup(withTotal({ payments: installments() }));
    click(radio('50/50'));
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(text(dialog)).toContain('¿Cambiar el plan de pagos?');
    click(button(dialog, 'Cancelar'));
    expect(percents()).toEqual(['40', '30', '30']);
    click(radio('50/50'));
    click(button(document.querySelector('[role="alertdialog"]')!, 'Cambiar plan'));
    expect(percents()).toEqual(['50', '50']);
    expect(onSave).toHaveBeenCalled();
  });

  it('marking a payment paid shows a full-page loader until saved; a failure undoes it', async () => {
    let finish: (p: ProposalDto) => void = () => {};
    const onSave = vi.fn((_patch: PaymentsPatch) => new Promise<ProposalDto>((resolve) => (finish = resolve)));
    const proposal = withTotal({ payments: installments() });
    setup(proposal, onSave);
    click(paidSwitch('Anticipo'));
    expect(document.querySelector('[data-testid="full-page-loader"]')).not.toBeNull();
    expect(onSave.mock.calls[0]![0].payments.payments[0]!.status).toBe('paid');
    await wait(0);
    finish(proposal);
    await wait(10);
    expect(document.querySelector('[data-testid="full-page-loader"]')).toBeNull();
    expect(text(group('Anticipo'))).toContain('Pago registrado: no se puede modificar.');
    expect(field(group('Anticipo'), 'Monto').disabled).toBe(true);
    // Percents stay shares of the whole total, the figures the client reads (issue 30 §2): not 50 / 50.
    expect(percents()).toEqual(['40', '30', '30']);

    onSave.mockImplementation(async () => {
      throw new Error('network');
    });
    click(paidSwitch('Anticipo'));
    await wait(10);
    expect(document.querySelector('[data-testid="full-page-loader"]')).toBeNull();
    expect(paidSwitch('Anticipo').getAttribute('aria-checked')).toBe('true');
  });

  it('removing a payment asks first and gives its amount to its neighbour', () => {
    setup(withTotal({ payments: installments() }));
    click(button(document, 'Eliminar Segundo pago'));
    click(button(document.querySelector('[role="alertdialog"]')!, 'Eliminar pago'));
    expect(amountsShown()).toEqual(['700000', '300000']);
  });
});
