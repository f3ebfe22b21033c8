import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { PublicSenderDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { fromJsonObject, fromJsonRow, jsonObject, jsonRows } from '../../db/json-row.ts';
import { runPrepared } from '../../db/prepared.ts';
import { collectionSettings, comments, companies, lines, payments, projects, projectServices, signatures, users, visitLogs, workspaces } from '../../db/schema/index.ts';
import { businessIdentity, identityColumns } from '../collections/business-identity.ts';
import { serializeVisit, VISITS_SHOWN } from '../visits/visits.queries.ts';
import { mainContactOf } from './proposal-relations.ts';
import { serializeProposal, type ProposalDetail, type ProposalRelations, type ProposalRow } from './proposals.serialize.ts';

/** The project a signed proposal became (same table, so under another name). */
const MADE = 'made';
const made = alias(projects, MADE);
const signatureColumns = { signerName: signatures.signerName, signedAt: signatures.signedAt, snapshotSha256: signatures.snapshotSha256 };
const senderColumns = { name: users.name, email: users.email, avatar: users.avatar };
type Json = Record<string, unknown>;

/** A child row of the outer `projects` row: same workspace, that proposal. */
const childOf = (table: { workspaceId: AnyPgColumn; projectId: AnyPgColumn }) =>
  and(eq(table.workspaceId, projects.workspaceId), eq(table.projectId, projects.id));

/**
 * The columns of the one statement behind a proposal's DTO: the row, its line, client and main
 * contact (joins), its workspace's branding, and each section as a correlated subquery (services,
 * payments, the signature; for staff also the latest visits, the comment count and the project it
 * became; for the public page the sender card's member and business identity). `staff: false` (the
 * public page) leaves out what the public DTO drops anyway.
 */
function detailQuery(db: Executor, where: SQL | undefined, staff: boolean) {
  const contact = mainContactOf(db, projects.workspaceId);
  return db
    .select({
      row: projects,
      line: lines,
      company: companies,
      contact: contact._.selectedFields,
      workspace: { name: workspaces.name, logo: workspaces.logo, logoDark: workspaces.logoDark, primaryColor: workspaces.primaryColor, timeZone: workspaces.timeZone, isDemo: workspaces.isDemo },
      // Settings «Cobros» identity: who issues the quote (the PDF's sender).
      identity: identityColumns,
      services: jsonRows(projectServices, childOf(projectServices), sql`${projectServices.position}, ${projectServices.id}`).mapWith((v: Json[]) => v),
      payments: jsonRows(payments, childOf(payments), sql`${payments.position}, ${payments.id}`).mapWith((v: Json[]) => v),
      signature: sql<Json | null>`(select ${jsonObject(signatureColumns)} from ${signatures} where ${childOf(signatures)} limit 1)`,
      visits: staff
        ? jsonRows(visitLogs, childOf(visitLogs), sql`${visitLogs.createdAt} desc, ${visitLogs.id} desc`, VISITS_SHOWN).mapWith((v: Json[]) => v)
        : sql<Json[]>`'[]'::json`,
      // The same rows comments.queries.ts countComments counts: the thread's live comments.
      commentsCount: staff
        ? sql<number>`(select count(*)::int from ${comments} where ${childOf(comments)} and ${isNull(comments.deletedAt)})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
      // As projects.queries.ts projectOf: the oldest live project made from it.
      project: staff
        ? sql<{ id: string; name: string } | null>`(select json_build_object('id', ${made.id}, 'name', ${made.name}) from ${projects} as ${sql.identifier(MADE)}
            where ${made.workspaceId} = ${projects.workspaceId} and ${made.proposalId} = ${projects.id} and ${made.type} = 'project' and ${made.deletedAt} is null
            order by ${made.createdAt} limit 1)`
        : sql<null>`null`,
      // The sender card (decision 0079): who made the proposal and the identity of settings «Cobros».
      sender: staff ? sql<null>`null` : sql<Json | null>`(select ${jsonObject(senderColumns)} from ${users} where ${users.id} = ${projects.createdBy})`,
    })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .leftJoin(collectionSettings, eq(collectionSettings.workspaceId, projects.workspaceId))
    .leftJoin(lines, and(eq(lines.id, projects.lineId), eq(lines.workspaceId, projects.workspaceId)))
    .leftJoin(companies, and(eq(companies.id, projects.companyId), eq(companies.workspaceId, projects.workspaceId)))
    .leftJoinLateral(contact, sql`true`)
    .where(where)
    .limit(1);
}

/**
 * A `where` written with placeholders (db/prepared.ts), its values, and the name of its shape: the
 * hot reads (the staff detail, the public page) build their statement once per process.
 */
/** A condition for runPrepared: built (`where()`) only the first time its `key` is seen in this process. */
export type PreparedWhere = { key: string; where: () => SQL | undefined; values: Record<string, unknown> };

/** The public page's sender card (null on the staff read, which does not select it). */
export type LoadedSender = PublicSenderDto | null;

export type LoadedProposal = { row: ProposalRow; dto: ProposalDto; isDemo: boolean; sender: LoadedSender };

/**
 * The first proposal matching `where` with everything its DTO shows, in ONE statement (DESIGN.md
 * Reads; issue 13: a detail in at most 3 statements counting the session lookup). `row` replaces
 * the loaded row in the DTO when the caller already holds it (e.g. just written in its transaction).
 */
export async function loadProposalWhere(db: Executor, where: SQL | PreparedWhere | undefined, opts: { appUrl: string; staff: boolean; row?: ProposalRow }): Promise<LoadedProposal | null> {
  const [found] =
    where && 'key' in where
      ? await runPrepared(db, `proposal-detail:${where.key}:${opts.staff ? 'staff' : 'public'}`, (d) => detailQuery(d, where.where(), opts.staff), where.values)
      : await detailQuery(db, where, opts.staff);
  if (!found) return null;
  const row = opts.row ?? found.row;
  const { isDemo, ...workspace } = found.workspace;
  const rel: ProposalRelations = { line: found.line, company: found.company, contact: found.contact?.id ? found.contact : null, total: '0.00' };
  const detail: ProposalDetail = {
    services: found.services.map((s) => fromJsonRow(projectServices, s)),
    payments: found.payments.map((p) => fromJsonRow(payments, p)),
    workspace: { ...workspace, identity: businessIdentity(found.identity) },
    visitLogs: found.visits.map((v) => serializeVisit(fromJsonRow(visitLogs, v))),
    commentsCount: found.commentsCount,
    signature: signatureDto(found.signature),
    project: found.project,
  };
  const sender: LoadedSender = opts.staff ? null : { person: senderDto(found.sender), identity: detail.workspace.identity };
  return { row, dto: serializeProposal(row, rel, detail, opts.appUrl), isDemo, sender };
}

function senderDto(json: Json | null): PublicSenderDto['person'] {
  if (!json) return null;
  const u = fromJsonObject(senderColumns, json);
  return { name: u.name!, email: u.email!, avatar: u.avatar };
}

function signatureDto(json: Json | null): ProposalDto['signature'] {
  if (!json) return null;
  const s = fromJsonObject(signatureColumns, json);
  return { signer_name: s.signerName!, signed_at: s.signedAt!.toISOString(), snapshot_sha256: s.snapshotSha256! };
}
