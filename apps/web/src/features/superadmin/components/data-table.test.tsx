import { act } from 'react';
import { mountRoot } from '../../../testing/mount.ts';
import { describe, expect, it } from 'vitest';
import type { SuperadminRows } from '@trato/domain/superadmin/superadmin';
import { DataTable } from './data-table.tsx';
import { COLUMNS } from './list-columns.tsx';
import { inWorkspace } from '../../../testing/in-workspace.tsx';

function render(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = mountRoot(container);
  act(() => root.render(inWorkspace(node)));
  return container;
}

const ws = { id: 'w1', name: 'Estudio Peñalolén' };
const users: SuperadminRows['users'][] = [
  { id: 'u1', name: 'Olga Operadora', email: 'olga@instancia.test', is_god: true, email_verified: true, workspaces: 1, created_at: '2026-11-26T12:00:00.000Z' },
  { id: 'u2', name: 'José Núñez', email: 'jose@ejemplo.test', is_god: false, email_verified: false, workspaces: 2, created_at: '2026-11-20T12:00:00.000Z' },
];
const payments: SuperadminRows['payments'][] = [
  { id: 'p1', name: 'Anticipo', amount: '150000.50', currency: 'CLP', status: 'paid', state: 'paid', due_at: '2026-12-01T00:00:00.000Z', paid_at: null, project: { id: 'x', name: 'Marca' }, workspace: ws, created_at: '2026-11-26T12:00:00.000Z' },
  { id: 'p2', name: 'Entrega', amount: '99000.00', currency: 'CLP', status: 'pending', state: 'overdue', due_at: '2026-11-20T00:00:00.000Z', paid_at: null, project: { id: 'x', name: 'Marca' }, workspace: ws, created_at: '2026-11-26T12:00:00.000Z' },
];

describe('superadmin tables', () => {
  it('shows each user with the superadmin and unverified marks, as a table and as phone cards', () => {
    const c = render(<DataTable label="Usuarios" columns={COLUMNS.users} rows={users} />);
    const table = c.querySelector('table[aria-label="Usuarios"]')!;
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Nombre', 'Correo', 'Espacios', 'Creado']);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows[0]).toContain('Olga OperadoraSuperadmin');
    expect(rows[0]).toContain('1 espacio');
    expect(rows[1]).toContain('Sin verificar');
    expect(rows[1]).toContain('2 espacios');
    expect(rows[1]).toContain('20 de noviembre de 2026');
    const cards = c.querySelectorAll('ul[aria-label="Usuarios"] > li');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.querySelector('dl')!.textContent).toContain('Correojose@ejemplo.test');
  });

  it('shows a payment’s amount in its currency, its status in Spanish and its due day', () => {
    const c = render(<DataTable label="Pagos" columns={COLUMNS.payments} rows={payments} />);
    const row = c.querySelector('table tbody tr')!.textContent!;
    expect(row).toMatch(/150\.000,50/);
    expect(row).toContain('Pagado');
    expect(row).toContain('Marca');
    expect(row).toContain('Estudio Peñalolén');
    expect(row).toContain('1 de diciembre de 2026');
    // The API's state, the word the workspace and its client see (decision 0062).
    expect(c.querySelectorAll('table tbody tr')[1]!.textContent).toContain('Vencido');
  });
});
