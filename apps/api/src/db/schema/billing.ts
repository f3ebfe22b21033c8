import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Null means unlimited. */
  maxActiveProposals: integer('max_active_proposals'),
  maxActivePortals: integer('max_active_portals'),
  /** Monthly price per currency code, as decimal strings (exact money). */
  prices: jsonb('prices').$type<Record<string, string>>().notNull().default({}),
  position: integer('position').notNull().default(0),
  isPublic: boolean('is_public').notNull().default(true),
  isFree: boolean('is_free').notNull().default(false),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .unique()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').$type<'active' | 'trialing' | 'past_due' | 'canceled'>().notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_workspace_idx').on(t.workspaceId)],
);
