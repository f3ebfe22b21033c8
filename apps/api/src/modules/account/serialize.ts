import type { UserDto } from '@trato/domain/auth/dto';
import type { UserRow } from '../../lib/context.ts';

export function serializeUser(user: UserRow, registerToken: string | null = null): UserDto {
  return {
    id: user.id,
    name: user.name,
    firstName: user.name.trim().split(/\s+/)[0] ?? user.name,
    email: user.email,
    avatar: user.avatar,
    is_god: user.isGod,
    email_verified: user.emailVerifiedAt !== null,
    register_token: registerToken,
  };
}
