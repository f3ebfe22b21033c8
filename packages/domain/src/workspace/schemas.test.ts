import { describe, expect, it } from 'vitest';
import { can } from './roles.ts';
import { workspaceConfigSchema, workspaceDomain } from './schemas.ts';

describe('workspace domain', () => {
  it('is the name without accents, lower-cased, dashes between words', () => {
    expect(workspaceDomain('  Diseño & Código  Ñandú ')).toBe('diseno-codigo-nandu');
    expect(workspaceDomain('!!!')).toBe('');
  });
});

describe('workspace config schema', () => {
  it('accepts a valid config', () => {
    expect(workspaceConfigSchema.safeParse({ name: 'Estudio Sur', currency: 'CLP', primary_color: '#112233' }).success).toBe(true);
  });
  it('explains each bad field in Spanish', () => {
    const res = workspaceConfigSchema.safeParse({ name: ' ', currency: 'XYZ', primary_color: 'red' });
    const messages = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'Ingresa el nombre de tu espacio de trabajo.',
      currency: 'Elige una moneda de la lista.',
      primary_color: 'El color debe tener el formato #RRGGBB.',
    });
  });
});

describe('role permissions', () => {
  it('lets members work on clients, services and proposals but not team, billing or settings', () => {
    expect(can('member', 'proposals:write')).toBe(true);
    expect(can('member', 'team:manage')).toBe(false);
    expect(can('member', 'billing:manage')).toBe(false);
    expect(can('member', 'workspace:update')).toBe(false);
    expect(can('admin', 'team:manage')).toBe(true);
    expect(can(null, 'proposals:write')).toBe(false);
  });
});
