import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@trato/domain/email';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type CommandResult = { ok: boolean; message: string };

export const USAGE = 'Uso: npm run superadmin -- correo@ejemplo.com [--remove]';

/** `npm run superadmin -- email [--remove]`: the arguments, or null when they are not one email (and maybe --remove). */
export function parseSuperadminArgs(args: string[]): { email: string; remove: boolean } | null {
  const remove = args.includes('--remove');
  const rest = args.filter((a) => a !== '--remove');
  if (rest.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(rest[0]!)) return null;
  return { email: normalizeEmail(rest[0]!), remove };
}

/** Sets (or with remove, unsets) is_god on an existing user; a Spanish line says what happened. */
export async function setSuperadmin(db: Executor, email: string, remove: boolean): Promise<CommandResult> {
  const [user] = await db.update(users).set({ isGod: !remove }).where(eq(users.email, email)).returning({ email: users.email });
  if (!user) return { ok: false, message: `No hay ninguna cuenta con el correo ${email}. Regístrate primero y vuelve a ejecutar el comando.` };
  return {
    ok: true,
    message: remove ? `${user.email} ya no es administrador de la instancia.` : `${user.email} es ahora administrador de la instancia: verá Administración en su menú de perfil.`,
  };
}
