import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { blankPublicProposalDto } from '@trato/domain/proposals/testing';
import { mountRoot } from '../../testing/mount.ts';
import { ClosingSummary } from './closing-summary.tsx';
import { initialsOf, SenderCard } from './sender-card.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const IDENTITY = {
  legal_name: 'Estudio Sur SpA',
  tax_country: 'CL' as const,
  tax_id: '76123456-0',
  tax_id_label: 'RUT',
  address: 'Av. Providencia 1234, Santiago',
  contact_email: 'hola@estudiosur.cl',
  contact_phone: '+56 9 1234 5678',
};

/** A sent proposal of «Estudio Sur», signable, with Ana as its sender and the business identity. */
const publicProposal = (over: Partial<PublicProposalDto> = {}): PublicProposalDto =>
  blankPublicProposalDto(
    { sender: { person: { name: 'Ana Pérez', email: 'ana@estudiosur.cl', avatar: null }, identity: IDENTITY }, ...over },
    { name: 'Identidad de marca', valid_until_at: '2026-12-31T00:00:00.000Z', organization: { name: 'Estudio Sur', logo: null, logo_dark: null, primary_color: '#7c3aed', time_zone: 'America/Santiago', identity: null } },
  );

function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => mountRoot(container).render(node));
  return container;
}
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the sender card', () => {
  it('names the member, the workspace, links their e-mail and the business phone, and the identity with its tax id label', () => {
    const c = mount(<SenderCard proposal={publicProposal()} />);
    expect(c.querySelector('[aria-label="Quién envía esta cotización"]')).not.toBeNull();
    expect(text(c)).toContain('Ana Pérez');
    expect(text(c)).toContain('Estudio Sur');
    expect(c.querySelector('a[href="mailto:ana@estudiosur.cl"]')?.textContent).toBe('ana@estudiosur.cl');
    expect(c.querySelector('a[href="tel:+56912345678"]')?.textContent).toBe('+56 9 1234 5678');
    expect(text(c.querySelector('[data-testid="sender-identity"]'))).toBe('Estudio Sur SpA · RUT 76123456-0 · Av. Providencia 1234, Santiago');
    // No photo: the initials, hidden from screen readers (the name is right beside them).
    expect(c.querySelector('[aria-hidden="true"]')?.textContent).toBe('AP');
  });

  it('with a photo shows it; without a member, the workspace and the business e-mail; without an identity, no identity line', () => {
    const withPhoto = mount(<SenderCard proposal={publicProposal({ sender: { person: { name: 'Ana Pérez', email: 'ana@estudiosur.cl', avatar: 'https://cdn.test/ana.png' }, identity: null } })} />);
    expect(withPhoto.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/ana.png');
    expect(withPhoto.querySelector('[data-testid="sender-identity"]')).toBeNull();
    expect(withPhoto.querySelector('a[href^="tel:"]')).toBeNull();

    const noPerson = mount(<SenderCard proposal={publicProposal({ sender: { person: null, identity: IDENTITY } })} />);
    expect(text(noPerson)).toContain('Estudio Sur');
    expect(noPerson.querySelector('a[href="mailto:hola@estudiosur.cl"]')).not.toBeNull();
  });

  it('initials: first and last word, or the one word', () => {
    expect(initialsOf('ana maría pérez')).toBe('AP');
    expect(initialsOf('Ñandú')).toBe('Ñ');
    expect(initialsOf('  ')).toBe('·');
  });
});

describe('the closing summary', () => {
  it('while signable: the total, until when, and the accept button; nothing once it cannot be signed', () => {
    const onAccept = vi.fn();
    const c = mount(<ClosingSummary proposal={publicProposal({ services: [{ ...blankService() }], totals: { total: '250000.00', by_type: [] } })} keep={false} onAccept={onAccept} />);
    expect(text(c.querySelector('[data-testid="closing-total"]'))).toBe('250.000 CLP');
    expect(text(c)).toContain('Válida hasta el 31 de diciembre de 2026');
    act(() => [...c.querySelectorAll('button')].find((b) => b.textContent?.includes('Aceptar cotización'))!.click());
    expect(onAccept).toHaveBeenCalledOnce();

    const closed = mount(<ClosingSummary proposal={publicProposal({ can_sign: false, expired: true })} keep={false} onAccept={onAccept} />);
    expect(closed.innerHTML).toBe('');
  });
});

function blankService(): PublicProposalDto['services'][number] {
  return {
    id: 's1',
    key: 'aaaaa',
    service_id: null,
    name: 'Logo',
    description: '',
    type: 'simple',
    quantity: '1.00',
    quantity_type: null,
    value: '250000.00',
    value_type: null,
    total: '250000.00',
    position: 0,
    subservices: [],
  };
}
