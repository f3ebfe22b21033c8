import { describe, expect, it, vi } from 'vitest';
import { SERVICE_MESSAGES } from '@trato/domain/services/schemas';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ServicesPatch } from './services-editor.tsx';
import { ProposalServicesEditor } from './services-editor.tsx';
import { proposalFixture, serviceFixture } from './testing/proposal-fixture.ts';
import { button, click, field, group, render, text, type, typeAndLeave, wait } from './testing/dom.ts';


const grandTotal = () => text(document.querySelector('[data-testid="proposal-grand-total"]'));
const proposal = proposalFixture({
  services: [
    serviceFixture({ key: 'web01', name: 'Diseño', type: 'hours', quantity: '10.00', value: '25000.00', total: '250000.00' }),
    serviceFixture({ key: 'logo1', name: 'Logo', type: 'simple', quantity: '1.00', value: '1.00', total: '90000.00', position: 1 }),
  ],
});

function setup(onSave = vi.fn(async (_patch: ServicesPatch) => proposal as ProposalDto)) {
  const c = render(<ProposalServicesEditor proposal={proposal} onSave={onSave} />);
  return { c, onSave };
}

describe('services editor (step 3)', () => {
  it('shows each service with its total, the per-type totals and the grand total in the proposal currency', () => {
    setup();
    expect(text(group('Total Diseño'))).toBe('250.000 CLP');
    expect(text(group('Total Logo'))).toBe('90.000 CLP');
    expect(grandTotal()).toBe('340.000 CLP');
    const byType = [...document.querySelectorAll('[data-testid="type-total"]')].map(text);
    expect(byType).toEqual(['Horas250.000 CLP', 'Simple (precio fijo)90.000 CLP']);
  });

  it('editing a quantity recomputes the totals at once and saves the whole list once the user stops typing', async () => {
    const { onSave } = setup();
    type(field(group('Diseño'), 'Cantidad'), '12,5');
    expect(text(group('Total Diseño'))).toContain('312.500');
    expect(onSave).not.toHaveBeenCalled();
    await wait(700);
    expect(onSave).toHaveBeenCalledTimes(1);
    const { services } = onSave.mock.calls[0]![0];
    expect(services.map((s) => [s.key, s.quantity, s.position])).toEqual([
      ['web01', '12,5', 0],
      ['logo1', '1', 1],
    ]);
  });

  it('a custom service shows Spanish messages once a field is left, and is saved only when valid', async () => {
    const { onSave } = setup();
    click(button(document, 'Servicio personalizado'));
    const card = group('Servicio 3');
    typeAndLeave(field(card, 'Valor unitario'), '');
    typeAndLeave(field(card, 'Nombre'), '');
    expect(text(card)).toContain(SERVICE_MESSAGES.nameRequired);
    expect(text(card)).toContain(SERVICE_MESSAGES.valueRequired);
    expect(document.body.textContent).toContain('Corrige los campos marcados para guardar.');
    await wait(700);
    expect(onSave).not.toHaveBeenCalled();

    typeAndLeave(field(card, 'Nombre'), 'Hosting');
    const named = group('Hosting');
    typeAndLeave(field(named, 'Valor unitario'), '1.234');
    expect(text(named)).toContain(SERVICE_MESSAGES.amountInvalid);
    typeAndLeave(field(named, 'Valor unitario'), '1000');
    await wait(700);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0].services[2]).toMatchObject({ name: 'Hosting', service_id: null, quantity: '1', value: '1000' });
    expect(grandTotal()).toContain('341.000');
  });

  it('subservices: adding one turns the parent into their sum; they can be reordered and removed', async () => {
    const { onSave } = setup();
    const card = group('Diseño');
    click(button(card, 'Agregar subservicio'));
    click(button(card, 'Agregar subservicio'));
    const first = group('Subservicio 1');
    typeAndLeave(field(first, 'Nombre'), 'Bocetos');
    typeAndLeave(field(first, 'Valor unitario'), '100');
    const second = group('Subservicio 2');
    typeAndLeave(field(second, 'Nombre'), 'Ajustes');
    type(field<HTMLSelectElement>(second, 'Tipo de servicio'), 'simple');
    typeAndLeave(field(group('Subservicio 2'), 'Precio'), '50');
    expect(text(card)).toContain('Suma de los subservicios');
    expect(text(group('Total Diseño'))).toContain('150');
    click(button(card, 'Subir subservicio 2'));
    expect(field(group('Subservicio 1'), 'Nombre').value).toBe('Ajustes');
    await wait(700);
    const saved = onSave.mock.calls.at(-1)![0].services[0]!;
    expect(saved).toMatchObject({ quantity: null, value: null, total: null });
    expect(saved.subservices.map((s) => [s.name, s.position, s.total])).toEqual([
      ['Ajustes', 0, '50'],
      ['Bocetos', 1, undefined],
    ]);
    click(button(card, 'Quitar subservicio 1'));
    expect(text(group('Total Diseño'))).toContain('100');
  });

  it('removing a service asks first; Cancelar keeps it', async () => {
    const { onSave } = setup();
    click(button(document, 'Eliminar Logo'));
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(text(dialog)).toContain('¿Quitar este servicio de la cotización?');
    click(button(dialog, 'Cancelar'));
    expect(document.querySelectorAll('[data-testid="proposal-service"]')).toHaveLength(2);
    click(button(document, 'Eliminar Logo'));
    click(button(document.querySelector('[role="alertdialog"]')!, 'Quitar servicio'));
    expect(document.querySelectorAll('[data-testid="proposal-service"]')).toHaveLength(1);
    await wait(50);
    expect(onSave.mock.calls[0]![0].services.map((s) => s.key)).toEqual(['web01']);
    expect(grandTotal()).toContain('250.000');
  });

  it('a failed save is shown with a retry that sends the change again', async () => {
    const onSave = vi.fn(async (_patch: ServicesPatch): Promise<ProposalDto> => {
      throw new Error('network');
    });
    setup(onSave);
    type(field(group('Logo'), 'Precio'), '95000');
    await wait(700);
    expect(document.body.textContent).toContain('No pudimos guardar los cambios.');
    onSave.mockImplementation(async () => proposal);
    click(button(document, 'Reintentar'));
    await wait(20);
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave.mock.calls[1]![0].services[1]).toMatchObject({ total: '95000' });
    expect(document.body.textContent).toContain('Cambios guardados');
  });

  it('is read-only once the proposal is not editable', () => {
    render(<ProposalServicesEditor proposal={{ ...proposal, editable: false }} onSave={vi.fn()} />);
    expect(document.body.textContent).toContain('Esta cotización ya fue aceptada');
    expect(field(group('Diseño'), 'Cantidad').disabled).toBe(true);
    expect(button(document, 'Agregar del catálogo').disabled).toBe(true);
  });
});
