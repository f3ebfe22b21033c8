import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { workspaces } from './workspaces.ts';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'kept';

/**
 * Every email is written here first, in the same transaction as what caused it, and sent by the
 * outbox job; 'kept' means no SMTP is configured and the dev mailbox shows it instead.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The From display name the client sees («Ana Pérez · Estudio Sur»); null: the instance's own (decision 0082). */
    fromName: text('from_name'),
    /** Where an answer goes (the sender or the workspace's contact); null: no Reply-To header. */
    replyTo: text('reply_to'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), index('email_outbox_workspace_idx').on(t.workspaceId)],
);
