import { boolean, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { lines } from './lines.ts';
import { workspaces } from './workspaces.ts';

// Money and quantities are exact decimals (numeric), read and written as strings.
const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/** The services catalogue; proposals copy services from it (later issue). */
export const services = pgTable(
  'services',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    quantity: money('quantity'),
    quantityType: text('quantity_type'),
    value: money('value'),
    valueType: text('value_type'),
    total: money('total'),
    isPublic: boolean('is_public').notNull().default(false),
    preload: boolean('preload').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('services_workspace_idx').on(t.workspaceId)],
);

export const subservices = pgTable(
  'subservices',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    quantity: money('quantity'),
    quantityType: text('quantity_type'),
    value: money('value'),
    valueType: text('value_type'),
    total: money('total'),
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subservices_workspace_idx').on(t.workspaceId), index('subservices_service_idx').on(t.serviceId)],
);

/** Which business lines a service belongs to. */
export const serviceLines = pgTable(
  'service_lines',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => lines.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.lineId] }), index('service_lines_workspace_idx').on(t.workspaceId), index('service_lines_line_idx').on(t.lineId)],
);
