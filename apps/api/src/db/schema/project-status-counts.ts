import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces.ts';

/**
 * How many proposals / portals a workspace holds per type, status and trash, kept by a trigger on
 * projects (migration 0013, decision 0039) so the lists' exact total reads a handful of rows instead
 * of every live proposal. It counts untouched drafts too: readers subtract those (a few, from
 * projects_untouched_candidates_idx). Never written by the app; a group that emptied keeps n = 0.
 */
export const projectStatusCounts = pgTable(
  'project_status_counts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    trashed: boolean('trashed').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'project_status_counts_pk', columns: [t.workspaceId, t.type, t.status, t.trashed] })],
);
