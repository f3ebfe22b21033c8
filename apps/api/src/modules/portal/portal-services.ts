import { sql } from 'drizzle-orm';
import type { CustomerServicesDto, QuoteRequestDto } from '@trato/domain/portal/dto';
import { PORTAL_MESSAGES as M } from '@trato/domain/portal/messages';
import type { Db, Executor } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import type { CustomerSession } from '../customer-auth/customer-tokens.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import type { CurrentProject } from './portal-current.ts';
import { optionalServicesSql, rowsOf, toOptionalService } from './portal-reader.ts';
import { UNTITLED } from '@trato/domain/proposals/document-messages';

/** Quote requests a customer may send per window: each one rings every staff bell. */
export const QUOTE_LIMIT = { count: 10, windowSeconds: 600 };

/** GET /v1/customer/services: the optional services the client can ask a quote for on this project. */
export async function optionalServices(db: Executor, project: CurrentProject): Promise<CustomerServicesDto> {
  const result = await db.execute(sql`
    select x.* from projects p, lateral (${optionalServicesSql(sql`p`)}) x
    where p.id = ${project.id} and p.workspace_id = ${project.workspaceId} order by x.name, x.id`);
  return { data: rowsOf<Parameters<typeof toOptionalService>[0]>(result).map(toOptionalService) };
}

/**
 * POST /v1/customer/services/quote/bulk: the client asks a quote for some optional services. Every id
 * must be one of this project's optional services (else 422, nothing written). Staff are notified and
 * the request lands in the project's activity, in one transaction.
 */
export async function requestQuote(db: Db, session: CustomerSession, project: CurrentProject, serviceIds: string[]): Promise<QuoteRequestDto> {
  const ids = [...new Set(serviceIds)];
  const available = (await optionalServices(db, project)).data;
  // In the order the client picked them.
  const chosen = ids.map((id) => available.find((s) => s.id === id));
  if (chosen.some((s) => !s)) throw fieldError('service_ids', M.servicesUnknown);
  await hit(db, `quote:customer:${session.customer.id}`, QUOTE_LIMIT.count, QUOTE_LIMIT.windowSeconds);
  const names = chosen.map((s) => s!.name);
  const { customer } = session;
  await db.transaction(async (tx) => {
    await tx.insert(activities).values({
      workspaceId: project.workspaceId,
      projectId: project.id,
      type: 'services.quote_requested',
      data: { service_ids: ids, services: names, customer_id: customer.id, customer_name: customer.name },
    });
    await notifyWorkspaceStaff(tx, project.workspaceId, {
      type: 'services.quote_requested',
      title: `${customer.name} pidió cotizar ${names.join(', ')} en el portal ${project.name || UNTITLED}`,
      icon: 'shopping-bag',
      url: `/projects/${project.id}`,
      data: { project_id: project.id, service_ids: ids, customer_id: customer.id },
    });
  });
  return { success: true, message: M.quoteRequested, data: { service_ids: ids } };
}
