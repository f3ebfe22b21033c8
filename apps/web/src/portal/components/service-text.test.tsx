import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { PortalServiceDto } from '@trato/domain/portal/dto';
import { mountRoot } from '../../testing/mount.ts';
import { ServiceText } from './service-text.tsx';

const sub = (name: string, quantity: string, quantity_type: string | null, total: string, position: number) => ({
  key: `k${position}`, name, description: '', type: 'hours' as const, quantity, quantity_type, value: '1.00', value_type: null, total, position,
});

/** The demo's «Sitio web» of issue 30: 10 horas + 4 páginas, whose summed quantity read «Cantidad: 14». */
const website: PortalServiceDto = {
  id: 's1', name: 'Sitio web', description: 'Diseño y desarrollo', type: 'hours', quantity: '14.00', quantity_type: null, value: '0.00', value_type: null,
  total: '900000.00', optional: false, requested: false,
  subservices: [sub('Páginas', '4.00', 'páginas', '400000.00', 1), sub('Horas de desarrollo', '10.00', 'horas', '500000.00', 0)],
};

function render(service: PortalServiceDto) {
  const container = document.createElement('div');
  const root = mountRoot(container);
  act(() => root.render(<ServiceText service={service} currency="CLP" />));
  return container;
}

describe('ServiceText (portal Servicios)', () => {
  it('shows each subservice with its own quantity and unit, and no summed «Cantidad» for the service', () => {
    const view = render(website);
    expect(view.textContent).not.toContain('Cantidad: 14');
    const subs = [...view.querySelectorAll('[data-testid="portal-subservice"]')].map((li) => li.textContent);
    expect(subs).toEqual([expect.stringContaining('Horas de desarrollo'), expect.stringContaining('Páginas')]);
    expect(subs[0]).toContain('Cantidad: 10 horas');
    expect(subs[1]).toContain('Cantidad: 4 páginas');
    expect(view.textContent?.match(/Cantidad:/g)).toHaveLength(2); // one per subservice, none for the service
  });

  it('a service without subservices shows its own quantity with its unit; a fixed price none', () => {
    expect(render({ ...website, subservices: [], quantity: '8.00', quantity_type: 'horas' }).textContent).toContain('Cantidad: 8 horas');
    expect(render({ ...website, subservices: [], type: 'simple', quantity: '1.00' }).textContent).not.toContain('Cantidad');
  });
});
