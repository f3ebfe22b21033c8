import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './clients.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { workspaces } from './workspaces.ts';

/**
 * A project's stage (etapa / hito): a named span of dates in the project's timeline. Progress
 * (0–100) is computed from the dates and today (SPEC §9), never stored.
 */
export const stages = pgTable(
  'stages',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Calendar dates (YYYY-MM-DD), both inclusive; either may be missing while planning. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The order in the timeline (0-based, dense after every write). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stages_workspace_idx').on(t.workspaceId, t.startDate),
    index('stages_project_idx').on(t.projectId, t.position),
    // A calendar window keeps the stages whose last day is on or after its first (issue 13 scale):
    // the range scan starts there instead of at the workspace's first stage. The first day, name and
    // id after it let the capped calendar (per_day, decision 0039) walk one day's stages in the
    // calendar's order and sort a window's without reading the table (the plain dates at the end let
    // PostgreSQL answer from the index alone: it does not read expressions back out of an index).
    index('stages_workspace_days_idx').on(t.workspaceId, sql`coalesce(end_date, start_date)`, sql`coalesce(start_date, end_date)`, t.name, t.id, t.startDate, t.endDate),
  ],
);

/** A customer's bell in the portal (the staff one is `notifications`). */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The portal it is about, when it is about one. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** e.g. file.created, payment.paid, comment.created, stage.created. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    icon: text('icon').notNull().default('bell'),
    url: text('url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notifications_customer_idx').on(t.customerId, t.createdAt), index('customer_notifications_workspace_idx').on(t.workspaceId)],
);
