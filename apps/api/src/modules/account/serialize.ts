import { z } from 'zod';
import type { UserRow } from '../../lib/context.ts';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  is_god: z.boolean(),
  email_verified: z.boolean(),
  register_token: z.string().nullable(),
});
export type UserDto = z.infer<typeof userSchema>;

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
