import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customers } from './clients.ts';
import { createdAt, id } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const projectId = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/**
 * The client's signature of a proposal: one per proposal (unique), with a frozen snapshot of exactly
 * what was shown and its SHA-256. The stored first answer is replayed for a repeated Idempotency-Key.
 */
export const signatures = pgTable(
  'signatures',
  {
    id: id(),
    workspaceId: workspaceId(),
    /** The signed proposal. Unique: a second signature is refused (409). */
    projectId: projectId().unique(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    /** draw, type or upload (SPEC §9 modes draw, input, upload). */
    mode: text('mode').notNull(),
    /** Storage key of the signature image. */
    imageKey: text('image_key').notNull(),
    imageSha256: text('image_sha256').notNull(),
    /** Exactly what the client saw: content, services, payments, totals, terms text. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    snapshotSha256: text('snapshot_sha256').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    idempotencyKey: text('idempotency_key'),
    /** The first answer, replayed for the same Idempotency-Key. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signatures_workspace_idx').on(t.workspaceId)],
);

/**
 * Append-only evidence per proposal: each event carries the hash of the previous one, so any later
 * change to a stored row breaks the chain (GET /v1/proposals/{id}/evidence recomputes it).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    workspaceId: workspaceId(),
    projectId: projectId(),
    /** 1, 2, 3… per proposal; unique, so two writers cannot both append the same link. */
    seq: integer('seq').notNull(),
    /** created, sent, viewed, commented, signed, declined. */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('audit_events_project_seq').on(t.projectId, t.seq), index('audit_events_workspace_idx').on(t.workspaceId)],
);

/** Comments on a proposal or project (origin portal, admin, customer or public). */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    workspaceId: workspaceId(),
    projectId: projectId(),
    origin: text('origin').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    body: text('body').notNull(),
    /** Anonymous public commenters may delete their own comment with this secret (only its hash). */
    authorSecretHash: text('author_secret_hash'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_workspace_idx').on(t.workspaceId),
    index('comments_project_idx').on(t.projectId, t.createdAt),
    index('comments_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id).where(sql`deleted_at is null`),
  ],
);

/**
 * A visitor without an account, known on one proposal's thread by a secret token (only its SHA-256
 * kept) handed out with their first comment or reaction. The token, not the email they typed, is
 * what lets them react, delete and comment as themselves again.
 */
export const commentGuests = pgTable(
  'comment_guests',
  {
    id: id(),
    workspaceId: workspaceId(),
    /** The proposal whose thread the token belongs to. */
    projectId: projectId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('comment_guests_workspace_idx').on(t.workspaceId), index('comment_guests_project_idx').on(t.projectId)],
);

/** One reaction per person per emoji on a comment; reacting again removes it. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    id: id(),
    workspaceId: workspaceId(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /**
     * user:{id}, customer:{id} or guest:{comment_guests.id} (a guest is their comment token, never
     * an email anyone could type; decision 0011). guest-legacy:{id}: an email-keyed reaction from
     * before that nobody's token matched; it still counts, nobody can toggle it.
     */
    reactor: text('reactor').notNull(),
    reactorName: text('reactor_name').notNull(),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('comment_reactions_once').on(t.commentId, t.reactor, t.emoji), index('comment_reactions_workspace_idx').on(t.workspaceId)],
);

/** Each open of the public page by a person (not staff, not link-preview bots). */
export const visitLogs = pgTable(
  'visit_logs',
  {
    id: id(),
    workspaceId: workspaceId(),
    projectId: projectId(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('visit_logs_workspace_idx').on(t.workspaceId), index('visit_logs_project_idx').on(t.projectId, t.createdAt)],
);

/** Staff notifications (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    workspaceId: workspaceId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. proposal.viewed, proposal.signed, proposal.declined, comment.created. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    icon: text('icon').notNull().default('bell'),
    url: text('url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_workspace_idx').on(t.workspaceId)],
);

/** Which customers can open a project's portal. */
export const projectCustomers = pgTable(
  'project_customers',
  {
    workspaceId: workspaceId(),
    projectId: projectId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * Set: the grant came from a signature typed with the email of this customer of another company
     * (anyone can type any address), so it is held apart — no portal, page, bell or reminder reaches
     * it — until the customer herself opens a full session (emailed link, password, Google), which
     * clears it (decision 0061). Null: a live grant.
     */
    heldSince: timestamp('held_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.customerId] }), index('project_customers_customer_idx').on(t.customerId)],
);

/** Bearer tokens of signed-in customers (portal); only the SHA-256 kept. */
export const customerAccessTokens = pgTable(
  'customer_access_tokens',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** password, google or magic-link (SPEC §6). */
    strategy: text('strategy').notNull(),
    /**
     * Null: the customer's every portal. Set: the session reaches only this project (a signer who
     * has not proven their email yet; decision 0011).
     */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_access_tokens_customer_idx').on(t.customerId)],
);

export type CustomerLinkKind = 'email' | 'signing';

/** Single-use magic links for customers (15 minutes); only the SHA-256 kept. */
export const customerLoginLinks = pgTable(
  'customer_login_links',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The portal to open after signing in, if any. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /**
     * email: sent to the customer's inbox; spending it proves the email and opens a full session,
     * and a newer one voids it. signing: handed to the browser that just signed, in the answer;
     * spending it opens a session scoped to project_id and proves nothing.
     */
    kind: text('kind').$type<CustomerLinkKind>().notNull().default('email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_login_links_customer_idx').on(t.customerId)],
);
