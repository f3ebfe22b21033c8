import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './clients.ts';
import { createdAt, id } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

/** Metadata of every stored upload; the bytes live in the storage driver under `key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull().unique(),
    directory: text('directory').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    origin: text('origin'),
    fileableId: text('fileable_id'),
    /** Set for a project's files (Archivos, SPEC §3 File): shown to staff and in its portal. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The customer who uploaded it from the portal (null for staff uploads). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_workspace_idx').on(t.workspaceId),
    index('uploads_project_idx').on(t.projectId, t.createdAt),
    index('uploads_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
  ],
);
