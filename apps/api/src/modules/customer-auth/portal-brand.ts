import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PortalBrandDto } from '@trato/domain/portal/dto';
import { portalBrandSchema } from '@trato/domain/portal/dto-schemas';
import type { Executor } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { limitByIp, MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { PUBLIC_READ_LIMITS } from '../public-proposals/read-limits.ts';
import { CUSTOMER_AUTH_MESSAGES as M } from './messages.ts';

const params = z.object({ workspace: z.uuid({ error: M.workspaceInvalid }) });

/** The provider's name, logos and colour, or null for no such (or a disabled) workspace. */
export async function portalBrand(db: Executor, workspaceId: string): Promise<PortalBrandDto | null> {
  const [row] = await db
    .select({ name: workspaces.name, logo: workspaces.logo, logo_dark: workspaces.logoDark, primary_color: workspaces.primaryColor })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.disabledAt)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /auth/customer/brand/{workspace} (decision 0081): what /c/login shows when the person comes
 * from a provider's link (`?w={workspace}` in the links the app and its e-mails make, or the workspace
 * remembered from the last portal opened on this device). It is keyed by the workspace's unguessable id,
 * never by an e-mail, so it tells nothing about who has a portal; what it answers is what the
 * provider's public pages already show.
 */
export async function portalBrandRoute(app: FastifyInstance, db: Executor): Promise<void> {
  const limit = limitByIp(new MemoryRateLimit(PUBLIC_READ_LIMITS.proposal));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/customer/brand/:workspace',
    { onRequest: limit, schema: { tags: ['customer-auth'], params, description: 'The provider’s name, logos and colour for the portal’s sign-in page.', response: { 200: portalBrandSchema } } },
    async (req, reply) => {
      const brand = await portalBrand(db, req.params.workspace);
      if (!brand) throw notFound(M.workspaceNotFound);
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: brand };
    },
  );
}
