/**
 * Roles and what they may do, kept as data in one place (epic-stack style): the API checks
 * `can(role, permission)` and the UI hides what the role cannot use.
 */
export const ROLES = ['owner', 'admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Propietario', admin: 'Administrador', member: 'Miembro' };

export type Permission =
  | 'workspace:update'
  | 'team:manage'
  | 'billing:manage'
  | 'clients:write'
  | 'services:write'
  | 'proposals:write';

const PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: ['workspace:update', 'team:manage', 'billing:manage', 'clients:write', 'services:write', 'proposals:write'],
  admin: ['workspace:update', 'team:manage', 'billing:manage', 'clients:write', 'services:write', 'proposals:write'],
  member: ['clients:write', 'services:write', 'proposals:write'],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && PERMISSIONS[role].includes(permission);
}
