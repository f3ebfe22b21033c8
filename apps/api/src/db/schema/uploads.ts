import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
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
    createdAt: createdAt(),
  },
  (t) => [index('uploads_workspace_idx').on(t.workspaceId)],
);
