import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@trato/domain/auth/dto-schemas';
import { AUTH_MESSAGES, nameSchema, newPasswordSchema } from '@trato/domain/auth/schemas';
import { dataOf } from '@trato/domain/openapi/common';
import { fileUrlSchema } from '@trato/domain/workspace/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { authenticate } from '../auth/authenticate.ts';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeAllAccessTokens } from '../auth/tokens.ts';
import { serializeUser } from './serialize.ts';

const accountUpdateSchema = z.object({
  name: nameSchema.optional(),
  avatar: fileUrlSchema.nullable().optional(),
  current_password: z.string().max(128).optional(),
  password: newPasswordSchema.optional(),
});

/** The signed-in user's own profile (GET/PUT /v1/account). */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  const bearer = [{ bearerAuth: [] }];
  r.get('/account', { schema: { tags: ['account'], security: bearer, response: { 200: dataOf(userSchema) } } }, async (req) => {
    const ctx = await authenticate(db, req);
    return { data: serializeUser(ctx.user, deps.config) };
  });

  r.put('/account', { schema: { tags: ['account'], security: bearer, body: accountUpdateSchema, response: { 200: dataOf(userSchema) } } }, async (req) => {
    const ctx = await authenticate(db, req);
    const { name, avatar, current_password, password } = req.body;
    let passwordHash: string | undefined;
    if (password !== undefined) {
      // An account created with Google has no password yet and may set one without the old one.
      if (ctx.user.passwordHash && !(await verifyPassword(ctx.user.passwordHash, current_password ?? ''))) {
        throw fieldError('current_password', 'La contraseña actual no es correcta.');
      }
      assertPasswordAllowed(password);
      passwordHash = await hashPassword(password);
    }
    const [row] = await db.transaction(async (tx) => {
      // A new password signs out every other session (a stolen session ends with it, streams too).
      if (passwordHash) await revokeAllAccessTokens(tx, ctx.userId, ctx.tokenId);
      return tx
        .update(users)
        // updated_at always: a body with none of the fields still makes a valid UPDATE (an empty SET answered 500, found by the fuzzer).
        .set({ updatedAt: new Date(), ...(name !== undefined && { name }), ...(avatar !== undefined && { avatar }), ...(passwordHash && { passwordHash }) })
        .where(eq(users.id, ctx.userId))
        .returning();
    });
    if (!row) throw fieldError('_', AUTH_MESSAGES.tokenInvalid);
    return { data: serializeUser(row, deps.config) };
  });
}
