import { z } from 'zod';
import { emailSchema, nameSchema, newPasswordSchema } from '../auth/schemas.ts';

/** Team invitations (issue 3 §4): rules and Spanish words shared by the /team screens and the API. */
export const INVITATION_TTL_DAYS = 7;

/**
 * Invitation emails (new or resent) a workspace, and separately one inviting person, may send per
 * hour. Each one lands in a stranger's inbox with the workspace's words in it, so the app must not
 * become a free mailer; 20 an hour still lets an agency bring its whole team in one sitting.
 */
export const INVITATIONS_PER_HOUR = 20;

/** Roles an invitation can give; ownership is never handed out by email. */
export const INVITE_ROLES = ['admin', 'member'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const TEAM_MESSAGES = {
  roleInvalid: 'Elige un rol: Administrador o Miembro.',
  alreadyMember: 'Esa persona ya es miembro de este espacio de trabajo.',
  lastOwner: 'No puedes quitar al último propietario del espacio de trabajo.',
  invitationInvalid: 'La invitación no es válida, ya se usó o ha expirado. Pide una nueva.',
  signInAsInvitee: 'Inicia sesión con el correo invitado para aceptar la invitación.',
  wrongAccount: 'Esta invitación es para otro correo. Cierra sesión e inicia con el correo invitado.',
  invitationRevoked: 'Invitación revocada.',
  invitationSent: 'Invitación enviada.',
  tooManyInvitations: 'Enviaste demasiadas invitaciones en poco tiempo. Inténtalo de nuevo en una hora.',
  memberRemoved: 'Miembro eliminado del equipo.',
} as const;

export const inviteRoleSchema = z.enum(INVITE_ROLES, { error: TEAM_MESSAGES.roleInvalid });

export const inviteSchema = z.object({ email: emailSchema, role: inviteRoleSchema });
export type InviteInput = z.infer<typeof inviteSchema>;

export const invitationTokenSchema = z
  .string({ error: TEAM_MESSAGES.invitationInvalid })
  .min(20, TEAM_MESSAGES.invitationInvalid)
  .max(200, TEAM_MESSAGES.invitationInvalid);

/** Accepting: a new person also sends name and password; an existing account sends only the token. */
export const acceptInvitationSchema = z.object({
  token: invitationTokenSchema,
  name: nameSchema.optional(),
  password: newPasswordSchema.optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The form a new person fills on /team/accept. */
export const newMemberSchema = z.object({ name: nameSchema, password: newPasswordSchema });
export type NewMemberInput = z.infer<typeof newMemberSchema>;

/** True while an invitation can still be accepted. */
export function isInvitationUsable(inv: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): boolean {
  return !inv.acceptedAt && !inv.revokedAt && inv.expiresAt.getTime() > now.getTime();
}

/** Whether removing a member with `role` would leave the workspace without an owner. */
export function wouldRemoveLastOwner(role: string, ownerCount: number): boolean {
  return role === 'owner' && ownerCount <= 1;
}
