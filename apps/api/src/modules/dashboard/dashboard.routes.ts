import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarQuerySchema } from '@trato/domain/dashboard/calendar';
import { calendarSchema, dashboardMetricsSchema } from '@trato/domain/dashboard/dto-schemas';
import { dataOf } from '@trato/domain/openapi/common';
import type { AppDeps } from '../../app-deps.ts';
import { workspaceContext } from '../auth/authenticate.ts';
import { listCappedCalendar } from './calendar-capped.ts';
import { listCalendarEvents } from './calendar-events.ts';
import { dashboardMetrics } from './dashboard.queries.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['dashboard'];

/** The dashboard's figures and the staff calendar (SPEC §7 Dashboard; docs/api/dashboard.md). */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  // The app's clock (AppDeps.clock) when a test freezes it, like the payments routes.
  const now = () => deps.clock?.() ?? new Date();

  r.get('/dashboard/metrics', { schema: { tags, security: bearer, response: { 200: dataOf(dashboardMetricsSchema) } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    return { data: await dashboardMetrics(ctx, deps.config.appUrl, now()) };
  });

  r.get('/dashboard/calendar', { schema: { tags, security: bearer, querystring: calendarQuerySchema, response: { 200: calendarSchema } } }, async (req) => {
    const ctx = await workspaceContext(db, req);
    const q = req.query;
    const range = { from: q.start_date, to: q.end_date, payments: q.include_payments, stages: q.include_stages };
    // per_day: the staff grid's request (a few events a day and the days' counts, decision 0039).
    if (q.per_day) return listCappedCalendar(db, ctx.workspaceId, { ...range, perDay: q.per_day }, now());
    return { events: await listCalendarEvents(db, ctx.workspaceId, range, now()) };
  });
}
