import { index, pgTable, timestamp, uniqueIndex, uuid, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * Per-payment «Pagar» links (issue 31 §2, decision 0074): a random token mailed in a payment
 * reminder, or copied by the staff, that opens a page for that one payment without signing in.
 * Only the token's SHA-256 is stored: whoever reads this table cannot pay-link anything.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /**
     * The Trato payment. No foreign key on purpose: saving a plan deletes and re-inserts its payment
     * rows with the same ids, which would cascade the links away on every save (decision 0070).
     */
    paymentId: uuid('payment_id').notNull(),
    projectId: uuid('project_id').notNull(),
    /** Hex SHA-256 of the token; the token itself is only ever in the e-mail or the copied URL. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_links_token_hash_idx').on(t.tokenHash), index('payment_links_payment_idx').on(t.workspaceId, t.paymentId)],
);
