import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('breadcrumb storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  it('keeps breadcrumbs in sessionStorage and reads them back on a new page load', async () => {
    const first = await import('./breadcrumbs.ts');
    first.setBreadcrumbs([{ name: 'Inicio', path: '/dashboard' }, { name: 'Ajustes', path: '/settings' }]);
    expect(JSON.parse(sessionStorage.getItem('trato.breadcrumbs') ?? 'null')).toEqual([
      { name: 'Inicio', path: '/dashboard' },
      { name: 'Ajustes', path: '/settings' },
    ]);
    vi.resetModules();
    const reloaded = await import('./breadcrumbs.ts');
    expect(reloaded.getBreadcrumbs().map((b) => b.name)).toEqual(['Inicio', 'Ajustes']);
  });

  it('drops malformed and unsafe items', async () => {
    const { sanitizeBreadcrumbs } = await import('./breadcrumbs.ts');
    expect(
      sanitizeBreadcrumbs([
        { name: '  Cliente  ', path: '//evil.example', badge: 'Nuevo' },
        { name: '' },
        'text',
        null,
        { name: 'Portal', path: '/projects/1', subtitle: 'Activo', type: 'project' },
      ]),
    ).toEqual([
      { name: 'Cliente', badge: 'Nuevo' },
      { name: 'Portal', path: '/projects/1', subtitle: 'Activo', type: 'project' },
    ]);
    expect(sanitizeBreadcrumbs({ name: 'x' })).toEqual([]);
  });

  it('survives garbage in storage and clears on logout', async () => {
    sessionStorage.setItem('trato.breadcrumbs', '{not json');
    const store = await import('./breadcrumbs.ts');
    expect(store.getBreadcrumbs()).toEqual([]);
    const listener = vi.fn();
    store.setBreadcrumbs([{ name: 'Inicio' }]);
    store.clearBreadcrumbs();
    expect(store.getBreadcrumbs()).toEqual([]);
    expect(sessionStorage.getItem('trato.breadcrumbs')).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});
