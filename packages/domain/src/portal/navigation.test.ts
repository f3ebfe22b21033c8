import { describe, expect, it } from 'vitest';
import { portalNavigation, type PortalNavProject } from './navigation.ts';

const empty: PortalNavProject = { id: 'p1', files: { count: 0 }, payments: { payments: [] }, services: [], contract: null };
const keys = (p: PortalNavProject) => portalNavigation(p).map((i) => i.label);

describe('portalNavigation (SPEC §2.2)', () => {
  it('an empty portal shows Inicio, Archivos (badge 0), Calendario and Ayuda only', () => {
    expect(portalNavigation(empty)).toEqual([
      { key: 'home', label: 'Inicio', path: '/c/project/p1', badge: null },
      { key: 'files', label: 'Archivos', path: '/c/files', badge: 0 },
      { key: 'calendar', label: 'Calendario', path: '/c/calendar', badge: null },
      { key: 'help', label: 'Ayuda', path: '/c/help', badge: null },
    ]);
  });

  it('Pagos shows with its count only when there are payments; Archivos counts files', () => {
    const items = portalNavigation({ ...empty, files: { count: 3 }, payments: { payments: [{}, {}] } });
    expect(items.find((i) => i.key === 'payments')).toEqual({ key: 'payments', label: 'Pagos', path: '/c/payments', badge: 2 });
    expect(items.find((i) => i.key === 'files')?.badge).toBe(3);
  });

  it('Servicios only with services', () => {
    expect(keys({ ...empty, services: [{}] })).toContain('Servicios');
    expect(keys(empty)).not.toContain('Servicios');
  });

  it('Contrato only when the contract content has blocks', () => {
    expect(keys({ ...empty, contract: { content: { blocks: [{}] } } })).toContain('Contrato');
    expect(keys({ ...empty, contract: { content: { blocks: [] } } })).not.toContain('Contrato');
    expect(keys({ ...empty, contract: { content: null } })).not.toContain('Contrato');
  });

  it('everything present keeps the spec order', () => {
    const full = { ...empty, files: { count: 1 }, payments: { payments: [{}] }, services: [{}], contract: { content: { blocks: [{}] } } };
    expect(keys(full)).toEqual(['Inicio', 'Archivos', 'Pagos', 'Servicios', 'Contrato', 'Calendario', 'Ayuda']);
  });
});
