import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ActivityType } from '@trato/domain/activities/activity-types';
import type { ContentData } from '@trato/domain/proposals/content';
import { companies } from './clients.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { lines } from './lines.ts';
import { services } from './services.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * Proposals (cotizaciones, type `proposal`) and client portals (type `project`) share one table:
 * a signed proposal becomes a project and keeps its content, services and payment plan (SPEC §3).
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => lines.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The proposal a project came from (set when a signed proposal becomes a project). */
    proposalId: uuid('proposal_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<'proposal' | 'project'>().notNull().default('proposal'),
    /** init until the builder is finished; then DRAFT, SENT, ACCEPTED, DECLINED or FILED. */
    status: text('status').notNull().default('init'),
    name: text('name').notNull().default(''),
    /**
     * The quote number (decision 0080): sequential per workspace from 1 (quote_counters), given when
     * the proposal row is created (duplicates and new versions get their own); null on portals.
     */
    quoteNumber: integer('quote_number'),
    /** The year of «COT-YYYY-NNNN», frozen with the number (the workspace's year when it was given). */
    quoteYear: integer('quote_year'),
    /** Random and unguessable: the public link /p/{slug}. */
    slug: text('slug').notNull().unique(),
    /** What the client asked for (Solicitud), as Editor.js data. */
    request: jsonb('request').$type<ContentData>(),
    /** The quote's rich content, as Editor.js data. */
    content: jsonb('content').$type<ContentData>(),
    /** Storage path of the cover image (an upload), or null for the default cover. */
    cover: text('cover'),
    /** Currency of every amount in this proposal; the workspace's at creation. */
    currencyCode: text('currency_code').notNull(),
    /** null (single payments) or 'installments' (SPEC §3). */
    paymentsType: text('payments_type'),
    /** The plan last chosen in the builder (singlePayment, recurrentPayment, fiftyFifty, installments). */
    paymentPlan: text('payment_plan'),
    /** The last builder step reached (1–6), so a second device resumes where the first left off. */
    formStep: integer('form_step').notNull().default(1),
    validUntilAt: timestamp('valid_until_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedReason: text('declined_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_workspace_idx').on(t.workspaceId),
    index('projects_workspace_type_status_idx').on(t.workspaceId, t.type, t.status),
    index('projects_line_idx').on(t.lineId),
    // One proposal per number in a workspace: a double issue fails instead of repeating a number.
    uniqueIndex('projects_quote_number_idx').on(t.workspaceId, t.quoteNumber).where(sql`quote_number is not null`),
    index('projects_company_idx').on(t.companyId),
    // Lists, newest first (a backward scan), of the live rows (issue 13 scale): the first and later pages of
    // /v1/proposals and /v1/projects, with and without a status, and the dashboard's latest.
    index('projects_live_created_idx').on(t.workspaceId, t.type, t.createdAt, t.id).where(sql`deleted_at is null`),
    // Search walks a type's live rows newest first and stops (decision 0037).
    index('projects_live_updated_idx').on(t.workspaceId, t.type, t.updatedAt, t.id).where(sql`deleted_at is null`),
    index('projects_live_status_created_idx').on(t.workspaceId, t.type, t.status, t.createdAt, t.id).where(sql`deleted_at is null`),
    // The dashboard: proposals accepted this month, and sent ones still valid ("online").
    // The currency and id after accepted_at answer the month's totals from the index alone (decision 0039).
    index('projects_accepted_month_idx')
      .on(t.workspaceId, t.acceptedAt, t.currencyCode, t.id)
      .where(sql`type = 'proposal' and status = 'ACCEPTED' and deleted_at is null`),
    index('projects_sent_valid_until_idx').on(t.workspaceId, t.validUntilAt).where(sql`type = 'proposal' and status = 'SENT' and deleted_at is null`),
    // Proposals that may be untouched drafts (decision 0027; the services are checked per row): the
    // list's total subtracts them from the kept per-status counts (decision 0039). A few per member.
    index('projects_untouched_candidates_idx')
      .on(t.workspaceId, t.deletedAt)
      .where(
        sql`type = 'proposal' and status = 'init' and name = '' and company_id is null and request is null and content is null and cover is null and valid_until_at is null`,
      ),
  ],
);

/**
 * A service inside a proposal: a copy of a catalogue service (or an ad-hoc one), editable here
 * without touching the catalogue. Subservices travel with it as JSON (they are only ever edited
 * together with their service).
 */
export const projectServices = pgTable(
  'project_services',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The catalogue service it was copied from, if any. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** Random 5-character key, assigned when empty (SPEC §3). */
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    quantity: money('quantity'),
    quantityType: text('quantity_type'),
    value: money('value'),
    valueType: text('value_type'),
    total: money('total'),
    subservices: jsonb('subservices')
      .$type<
        {
          key: string;
          name: string;
          description: string;
          type: string;
          quantity: string;
          quantity_type: string | null;
          value: string;
          value_type: string | null;
          total: string;
          position: number;
        }[]
      >()
      .notNull()
      .default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_services_workspace_idx').on(t.workspaceId),
    // A proposal's services total (lists, dashboard) summed from the index alone (decision 0039).
    index('project_services_project_total_idx').on(t.projectId, t.workspaceId, t.total),
  ],
);

/** One payment (instalment) of a proposal's or project's plan. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The builder's local id, kept so edits can be matched to rows. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** The currency code (SPEC §3 amount_type). */
    amountType: text('amount_type').notNull(),
    amount: money('amount'),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull().default('0'),
    position: integer('position').notNull().default(0),
    status: text('status').$type<'pending' | 'paid'>().notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_workspace_idx').on(t.workspaceId),
    index('payments_project_idx').on(t.projectId),
    // The payments list, metrics, calendar and reminders all read by due date within a workspace;
    // name and id after it give one day's payments in the calendar's order (per_day, decision 0039).
    index('payments_workspace_due_name_idx').on(t.workspaceId, t.dueAt, t.name, t.id),
  ],
);

/** What happened, for the activity feed (created, edited, sent, status changed…). */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of packages/domain's ACTIVITY_TYPES (each has its Spanish label): a type not listed does not compile. */
    type: text('type').$type<ActivityType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** What search finds and shows: Label «name». Written by a trigger from type and data (migrations 0011 and 0019, decisions 0037 and 0065). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('activities_workspace_idx').on(t.workspaceId, t.createdAt), index('activities_project_idx').on(t.projectId)],
);

/**
 * The last quote number of each workspace (decision 0080, like receipt_counters, decision 0072):
 * incremented by an upsert in the transaction that creates the proposal, so two proposals created at
 * once take consecutive numbers and a rolled-back creation leaves no gap.
 */
export const quoteCounters = pgTable('quote_counters', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});
