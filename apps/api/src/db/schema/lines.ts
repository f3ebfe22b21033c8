import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** Business lines (líneas de negocio): group a workspace's proposals and portals. */
export const lines = pgTable(
  'lines',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** From the name; unique per workspace; follows renames. */
    slug: text('slug').notNull(),
    color: text('color').notNull(),
    badgeColor: text('badge_color').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('lines_workspace_slug').on(t.workspaceId, t.slug), index('lines_workspace_idx').on(t.workspaceId)],
);
