import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountRoot } from '../../../../testing/mount.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { blankProposalDto } from '@trato/domain/proposals/testing';
import { applyDarkMode } from '../../../../lib/theme/dark-mode.ts';
import { ProposalDocument } from './proposal-document.tsx';
import type { ClientView } from './proposal-cover.tsx';

let root: Root | null = null;
afterEach(() => {
  applyDarkMode(false);
});

function proposal(over: Partial<ProposalDto> = {}): ProposalDto {
  return blankProposalDto({
    id: 'p1',
    name: 'Identidad de marca',
    status: 'DRAFT',
    status_label: 'Borrador',
    proposal_statuses: ['Borrador'],
    company_id: 'c1',
    company: { id: 'c1', name: 'Panadería Ñuñoa', logo: null },
    client: { name: 'Panadería Ñuñoa', logo: null, is_person: false, contact: null },
    total: '250000.00',
    valid_until_at: '2026-12-31T00:00:00.000Z',
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    organization: { name: 'Estudio Sur', logo: '/uploads/logo.png', logo_dark: '/uploads/logo-dark.png', primary_color: '#7c3aed', time_zone: 'America/Santiago', identity: null },
    services: [
      {
        id: 's1',
        key: 'aaaaa',
        service_id: null,
        name: 'Logo',
        description: '',
        type: 'simple',
        quantity: '1.00',
        quantity_type: null,
        value: '150000.00',
        value_type: null,
        total: '150000.00',
        position: 0,
        subservices: [],
      },
      {
        id: 's2',
        key: 'bbbbb',
        service_id: null,
        name: 'Horas de diseño',
        description: '',
        type: 'hours',
        quantity: '2.50',
        quantity_type: 'horas',
        value: '40000.00',
        value_type: null,
        total: '100000.00',
        position: 1,
        subservices: [],
      },
    ],
    totals: {
      total: '250000.00',
      by_type: [
        { type: 'simple', total: '150000.00' },
        { type: 'hours', total: '100000.00' },
      ],
    },
    payments: {
      type: null,
      plan: 'fiftyFifty',
      payments: [
        { id: 'y1', key: 'k1', name: 'Anticipo', amount_type: 'CLP', amount: '125000.00', percent: '50.00', position: 0, status: 'paid', due_at: '2026-12-01T00:00:00.000Z', project_id: 'p1' },
        { id: 'y2', key: 'k2', name: 'Entrega', amount_type: 'CLP', amount: '125000.00', percent: '50.00', position: 1, status: 'pending', due_at: '2026-12-15T00:00:00.000Z', project_id: 'p1' },
      ],
    },
    form_step: 6,
    ...over,
  });
}

function render(p: ProposalDto, clientView?: ClientView) {
  const container = document.createElement('div');
  document.body.append(container);
  root = mountRoot(container);
  act(() => root!.render(<ProposalDocument proposal={p} clientView={clientView} />));
  return container;
}

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ');

describe('ProposalDocument', () => {
  it('shows the cover of a draft: name, quote number, status tag, valid-until, logo and the default cover', () => {
    const c = render(proposal({ code: 'COT-2026-0042' }));
    expect(c.querySelector('h1')?.textContent).toBe('Identidad de marca');
    expect(c.querySelector('[data-testid="quote-code"]')?.textContent).toBe(' · COT-2026-0042');
    expect(text(c)).toContain('Borrador');
    expect(c.querySelector('[data-testid="valid-until"]')?.textContent).toBe('Válida hasta el 31 de diciembre de 2026');
    expect(c.querySelector('img[alt="Logo de Estudio Sur"]')?.getAttribute('src')).toBe('/uploads/logo.png');
    expect(c.querySelector('img[alt="Portada de la cotización"]')).toBeNull();
    // Without a dark logo, only the light one, shown in both themes.
    act(() => root!.render(<ProposalDocument proposal={proposal({ organization: { name: 'Estudio Sur', logo: '/uploads/logo.png', logo_dark: null, primary_color: '#7c3aed', time_zone: 'America/Santiago', identity: null } })} />));
    const only = [...c.querySelectorAll('img[alt="Logo de Estudio Sur"]')];
    expect(only.map((img) => [img.getAttribute('src'), img.parentElement?.className.includes('dark:hidden')])).toEqual([['/uploads/logo.png', false]]);
    expect(c.querySelector('[data-testid="cover-label"]')).toBeNull();
  });

  it("says «Sin título» without a name, uses the cover image and has the dark logo for dark mode", () => {
    applyDarkMode(true);
    const c = render(proposal({ name: '  ', cover_url: '/uploads/cover.jpg' }));
    expect(c.querySelector('h1')?.textContent).toBe('Sin título');
    expect(c.querySelector('img[alt="Portada de la cotización"]')?.getAttribute('src')).toBe('/uploads/cover.jpg');
    // Both logos are in the markup whatever the theme (the server's HTML paints before any script):
    // CSS's `dark` variant shows one, hides the other (decision 0044).
    const logos = [...c.querySelectorAll('img[alt="Logo de Estudio Sur"]')].map((img) => ({
      src: img.getAttribute('src'),
      classes: img.parentElement?.className.split(/\s+/).filter((name) => /^(dark:)?(hidden|flex)$/.test(name)),
    }));
    expect(logos).toEqual([
      { src: '/uploads/logo.png', classes: ['flex', 'dark:hidden'] },
      { src: '/uploads/logo-dark.png', classes: ['hidden', 'dark:flex'] },
    ]);
  });

  it('labels accepted and declined covers with their Spanish dates and hides valid-until', () => {
    const accepted = render(proposal({ status: 'ACCEPTED', status_label: 'Aceptado', proposal_statuses: ['Aceptado'], accepted_at: '2026-11-03T15:00:00.000Z' }));
    expect(accepted.querySelector('[data-testid="cover-label"]')?.textContent).toBe('Aceptada y firmada el 3 de noviembre de 2026');
    expect(accepted.querySelector('[data-testid="valid-until"]')).toBeNull();
    act(() => root?.unmount());
    const declined = render(proposal({ status: 'DECLINED', status_label: 'Rechazado', proposal_statuses: ['Rechazado'], declined_at: '2026-11-05T15:00:00.000Z' }));
    expect(declined.querySelector('[data-testid="cover-label"]')?.textContent).toBe('Se solicitaron modificaciones el 5 de noviembre de 2026');
    expect(declined.querySelector('[data-testid="valid-until"]')).toBeNull();
  });

  it('for the client (public page): no team status pill; a final state in words; the brand colour and logo as the default cover', () => {
    const open = render(proposal({ status: 'SENT', status_label: 'Enviado', proposal_statuses: ['Enviado'] }), { expired: false, signature: null });
    expect(text(open)).not.toContain('Enviado');
    expect(open.querySelector('[data-testid="client-status"]')).toBeNull();
    const cover = open.querySelector<HTMLElement>('[data-testid="default-cover"]');
    expect(cover?.style.backgroundImage).toContain('rgb(124, 58, 237)');
    expect(cover?.querySelector('img[alt="Logo de Estudio Sur"]')?.getAttribute('src')).toBe('/uploads/logo.png');
    act(() => root?.unmount());

    const signed = render(proposal({ status: 'ACCEPTED', status_label: 'Aceptado', proposal_statuses: ['Aceptado'], accepted_at: '2026-12-03T15:00:00.000Z' }), {
      expired: false,
      signature: { signed_at: '2026-12-03T15:00:00.000Z' },
    });
    expect(signed.querySelector('[data-testid="client-status"]')?.textContent).toBe('Firmada el 3 de diciembre de 2026');
    expect(text(signed)).not.toContain('Aceptado');
    expect(signed.querySelector('[data-testid="cover-label"]')).toBeNull();
    act(() => root?.unmount());

    const declined = render(proposal({ status: 'DECLINED', status_label: 'Rechazado', proposal_statuses: ['Rechazado'] }), { expired: false, signature: null });
    expect(declined.querySelector('[data-testid="client-status"]')?.textContent).toBe('Rechazada');
    act(() => root?.unmount());

    const expired = render(proposal({ status: 'SENT', status_label: 'Enviado', proposal_statuses: ['Enviado'], valid_until_at: '2026-01-15T00:00:00.000Z' }), { expired: true, signature: null });
    expect(expired.querySelector('[data-testid="client-status"]')?.textContent).toBe('Vencida');
    act(() => root?.unmount());

    // Without a logo the name stands in the middle of the colour.
    const nameOnly = render(proposal({ organization: { name: 'Estudio Sur', logo: null, logo_dark: null, primary_color: '#0f766e', time_zone: 'America/Santiago', identity: null } }), { expired: false, signature: null });
    expect(nameOnly.querySelector('[data-testid="default-cover"]')?.textContent).toBe('Estudio Sur');
  });

  it('renders content blocks read-only and never injects their HTML', () => {
    const c = render(
      proposal({
        content: {
          blocks: [
            { type: 'header', data: { text: 'Alcance', level: 5 } },
            { type: 'paragraph', data: { text: 'Hola <b>mundo</b><img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">clic</a>' } },
            { type: 'list', data: { style: 'unordered', items: ['uno', 'dos'] } },
            { type: 'table', data: { withHeadings: true, content: [['Fase', 'Plazo'], ['Diseño', '2 semanas']] } },
            { type: 'image', data: { file: { url: 'https://cdn.example.com/a.png' }, caption: 'Moodboard' } },
          ],
        },
      }),
    );
    // The editor's level 5 sits one below the content's top level (h2 under the document's h1): h3, never a skipped level.
    expect(c.querySelector('h3')?.textContent).toBe('Alcance');
    expect(c.querySelector('p b')?.textContent).toBe('mundo');
    expect(c.querySelector('script')).toBeNull();
    expect(c.querySelector('[onerror]')).toBeNull();
    expect(c.querySelector('a[href^="javascript"]')).toBeNull();
    expect([...c.querySelector('ul')!.children].map((li) => li.textContent)).toEqual(['uno', 'dos']);
    expect([...c.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Fase', 'Plazo']);
    expect(c.querySelector('figcaption')?.textContent).toBe('Moodboard');
  });

  it('lists what the client buys (no internal type names or per-type subtotals), the total near the top, and the payment plan', () => {
    const c = render(proposal());
    const services = [...c.querySelectorAll('[data-testid="document-service"]')].map(text);
    expect(services[0]).toBe('Logo150.000 CLP');
    expect(services[1]).toContain('2,5 horas × 40.000 CLP');
    expect(text(c.querySelector('[data-testid="document-total"]')!)).toBe('250.000 CLP');
    expect(text(c)).not.toContain('Simple (precio fijo)');
    expect(text(c)).not.toContain('Horas100.000');
    const summary = c.querySelector('[data-testid="proposal-summary"]')!;
    expect(text(summary)).toContain('Total de la cotización250.000 CLP');
    expect(text(summary)).toContain('Válida hasta el 31 de diciembre de 2026');
    const payments = [...c.querySelectorAll('[data-testid="document-payment"]')].map(text);
    expect(payments[0]).toContain('Anticipo');
    expect(payments[0]).toContain('Pagado');
    expect(payments[0]).toContain('125.000 CLP');
    expect(payments[1]).toContain('15 de diciembre de 2026');
  });
});
