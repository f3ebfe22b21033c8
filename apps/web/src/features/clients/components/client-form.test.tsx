import { act } from 'react';
import { mountRoot } from '../../../testing/mount.ts';
import { describe, expect, it, vi } from 'vitest';
import type { ClientFormOutput } from '@trato/domain/clients/schemas';
import { ApiError } from '../../../lib/api-error.ts';
import { ClientForm } from './client-form.tsx';

function render(onSubmit: (v: ClientFormOutput) => Promise<void>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  act(() => root.render(<ClientForm submitText="Crear cliente" onSubmit={onSubmit} />));
  return container;
}

const field = (c: HTMLElement, label: string) => {
  const l = [...c.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  return document.getElementById(l!.htmlFor) as HTMLInputElement;
};

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit(c: HTMLElement) {
  await act(async () => {
    c.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('client form', () => {
  it('shows the shared schema messages in the browser and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    const c = render(onSubmit);
    await submit(c);
    expect(c.textContent).toContain('Ingresa el nombre del cliente.');
    expect(c.textContent).toContain('Ingresa el correo del cliente.');
    expect(c.textContent).toContain('Ingresa el nombre de la empresa.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values (email lower-cased) and puts server field errors next to the field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'x', 'VALIDATION_ERROR', { email: ['Ya existe un cliente con este correo en tu espacio de trabajo.'] });
    });
    const c = render(onSubmit);
    act(() => {
      type(field(c, 'Nombre del contacto'), 'Marta Núñez');
      type(field(c, 'Correo electrónico'), 'Marta@Panaderia.CL');
      type(field(c, 'Nombre de la empresa'), 'Panadería Ñuñoa');
    });
    await submit(c);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Marta Núñez',
      email: 'marta@panaderia.cl',
      phone: null,
      logo: null,
      company_name: 'Panadería Ñuñoa',
      is_person: false,
    });
    expect(c.textContent).toContain('Ya existe un cliente con este correo en tu espacio de trabajo.');
    expect(field(c, 'Correo electrónico').getAttribute('aria-invalid')).toBe('true');
  });
});
