import { describe, expect, it } from 'vitest';
import { can, ROLES } from './roles.ts';
import { acceptInvitationSchema, inviteSchema, isInvitationUsable, TEAM_MESSAGES, wouldRemoveLastOwner } from './team.ts';

describe('team permissions', () => {
  it('owners and admins manage the team; members do not', () => {
    expect(ROLES.map((r) => can(r, 'team:manage'))).toEqual([true, true, false]);
  });
});

describe('invite schema', () => {
  it('lower-cases the email and accepts admin or member', () => {
    expect(inviteSchema.parse({ email: ' Laura@Ejemplo.CL ', role: 'member' })).toEqual({ email: 'laura@ejemplo.cl', role: 'member' });
    expect(inviteSchema.safeParse({ email: 'a@b.cl', role: 'admin' }).success).toBe(true);
  });

  it('refuses owner or an unknown role, and a bad email, in Spanish', () => {
    const owner = inviteSchema.safeParse({ email: 'a@b.cl', role: 'owner' });
    expect(owner.success).toBe(false);
    expect(owner.error?.issues[0]?.message).toBe(TEAM_MESSAGES.roleInvalid);
    const email = inviteSchema.safeParse({ email: 'no-es-correo', role: 'member' });
    expect(email.error?.issues[0]?.message).toBe('Ingresa un correo electrónico válido.');
  });
});

describe('accept schema', () => {
  it('needs only the token; name and password are checked when given', () => {
    const token = 'x'.repeat(43);
    expect(acceptInvitationSchema.safeParse({ token }).success).toBe(true);
    const short = acceptInvitationSchema.safeParse({ token, name: 'Laura', password: 'corta' });
    expect(short.error?.issues[0]?.message).toBe('La contraseña debe tener al menos 10 caracteres.');
  });
});

describe('invitation rules', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const base = { acceptedAt: null, revokedAt: null, expiresAt: new Date('2026-11-29T00:00:00Z') };
  it('is usable until accepted, revoked or expired', () => {
    expect(isInvitationUsable(base, now)).toBe(true);
    expect(isInvitationUsable({ ...base, acceptedAt: now }, now)).toBe(false);
    expect(isInvitationUsable({ ...base, revokedAt: now }, now)).toBe(false);
    expect(isInvitationUsable({ ...base, expiresAt: now }, now)).toBe(false);
  });

  it('the last owner cannot be removed; a second owner, an admin or a member can', () => {
    expect(wouldRemoveLastOwner('owner', 1)).toBe(true);
    expect(wouldRemoveLastOwner('owner', 2)).toBe(false);
    expect(wouldRemoveLastOwner('admin', 1)).toBe(false);
    expect(wouldRemoveLastOwner('member', 1)).toBe(false);
  });
});
