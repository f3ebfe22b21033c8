import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@trato/domain/email';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { SuperadminSettings } from './superadmin-set.ts';

export type CommandResult = { ok: boolean; message: string };

export const USAGE = 'Uso: npm run superadmin -- correo@ejemplo.com [--remove]';

/** `npm run superadmin -- email [--remove]`: the arguments, or null when they are not one email (and maybe --remove). */
export function parseSuperadminArgs(args: string[]): { email: string; remove: boolean } | null {
  const remove = args.includes('--remove');
  const rest = args.filter((a) => a !== '--remove');
  if (rest.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(rest[0]!)) return null;
  return { email: normalizeEmail(rest[0]!), remove };
}

/**
 * Sets (or with remove, unsets) is_god on an existing user; a Spanish line says what happened.
 * An account whose address nobody has proven yet may be named too (the operator's own sign-up,
 * before clicking its link): the API honours it only once the address is proven, and that proof
 * drops the password chosen before it (decision 0059). `settings` says whether SUPERADMIN_EMAILS
 * still names the address, which a removal here cannot override.
 */
export async function setSuperadmin(db: Executor, email: string, remove: boolean, settings: SuperadminSettings): Promise<CommandResult> {
  const [user] = await db
    .update(users)
    .set({ isGod: !remove })
    .where(eq(users.email, email))
    .returning({ email: users.email, verifiedAt: users.emailVerifiedAt });
  if (!user) return { ok: false, message: `No hay ninguna cuenta con el correo ${email}. Regístrate primero y vuelve a ejecutar el comando.` };
  if (remove) {
    if (settings.superadminEmails.includes(user.email)) {
      return { ok: true, message: `${user.email} sigue siendo administrador de la instancia porque está en SUPERADMIN_EMAILS: quítalo de esa variable y reinicia el servidor.` };
    }
    return { ok: true, message: `${user.email} ya no es administrador de la instancia.` };
  }
  if (!user.verifiedAt) {
    return {
      ok: true,
      message:
        `${user.email} será administrador de la instancia cuando confirme su correo (el enlace del correo de registro). ` +
        'Al confirmarlo deja de valer la contraseña elegida al registrarse: para volver a entrar, crea otra con «¿Olvidaste tu contraseña?».',
    };
  }
  return { ok: true, message: `${user.email} es ahora administrador de la instancia: verá Administración en su menú de perfil.` };
}
