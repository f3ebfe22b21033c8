import type { AppConfig } from '../../config.ts';
import type { UserRow } from '../../lib/context.ts';

/** What names the operator's set besides users.is_god: SUPERADMIN_EMAILS, lower-cased. */
export type SuperadminSettings = Pick<AppConfig, 'superadminEmails'>;

/**
 * The operator's set: named by `npm run superadmin` (users.is_god) or by SUPERADMIN_EMAILS, which is
 * read here and never written to the row, so taking an address out of the variable takes it out of
 * the set at the next start. Being in the set grants nothing by itself (isSuperadmin).
 */
export function inSuperadminSet(user: Pick<UserRow, 'email' | 'isGod'>, settings: SuperadminSettings): boolean {
  return user.isGod || settings.superadminEmails.includes(user.email);
}

/**
 * Superadmin power, decided from the user row each request reads (never from a flag kept from
 * sign-in): in the set, and the address proven. Anyone may sign up with the operator's address
 * before its owner does; until the owner proves it, that account is nobody's (decision 0059).
 */
export function isSuperadmin(user: Pick<UserRow, 'email' | 'isGod' | 'emailVerifiedAt'>, settings: SuperadminSettings): boolean {
  return user.emailVerifiedAt !== null && inSuperadminSet(user, settings);
}
