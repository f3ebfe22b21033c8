import type { UserDto } from '@trato/domain/auth/dto';
import type { UserRow } from '../../lib/context.ts';
import { isSuperadmin, type SuperadminSettings } from '../superadmin/superadmin-set.ts';

/** `is_god` says whether the user holds superadmin power now: in the operator's set and the address proven. */
export function serializeUser(user: UserRow, settings: SuperadminSettings, registerToken: string | null = null): UserDto {
  return {
    id: user.id,
    name: user.name,
    firstName: user.name.trim().split(/\s+/)[0] ?? user.name,
    email: user.email,
    avatar: user.avatar,
    is_god: isSuperadmin(user, settings),
    email_verified: user.emailVerifiedAt !== null,
    register_token: registerToken,
  };
}
