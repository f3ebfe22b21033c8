import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { projects, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { toProposalDto } from '../proposals/proposals.queries.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { toPublicProposal } from './public-proposal.serialize.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[A-Za-z0-9_-]{8,64}$/;

/** A workspace the operator disabled (superadmin area) answers none of its public links. */
const workspaceEnabled = sql`not exists (select 1 from ${workspaces} where ${workspaces.id} = ${projects.workspaceId} and ${workspaces.disabledAt} is not null)`;

/**
 * The proposal behind a public link (its slug or id): a live, finished proposal (type proposal, not
 * init, not trashed) of any workspace, or null. Both keys are unguessable, so the link is the access.
 */
export async function findPublicRow(db: Executor, slugOrId: string, opts: { lock?: boolean } = {}): Promise<ProposalRow | null> {
  const key = slugOrId.trim();
  if (!UUID.test(key) && !SLUG.test(key)) return null;
  const match = UUID.test(key) ? or(eq(projects.id, key.toLowerCase()), eq(projects.slug, key)) : eq(projects.slug, key);
  const query = db
    .select()
    .from(projects)
    .where(and(match, eq(projects.type, 'proposal'), ne(projects.status, 'init'), isNull(projects.deletedAt), workspaceEnabled))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Like findPublicRow, but a missing one is the usual 404. */
export async function getPublicRow(db: Executor, slugOrId: string, opts: { lock?: boolean } = {}): Promise<ProposalRow> {
  const row = await findPublicRow(db, slugOrId, opts);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function isDemoWorkspace(db: Executor, workspaceId: string): Promise<boolean> {
  const [ws] = await db.select({ isDemo: workspaces.isDemo }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return ws?.isDemo ?? false;
}

/** The public DTO of a row (built from the staff ProposalDto, so both always show the same proposal). */
export async function publicDtoOf(db: Executor, row: ProposalRow, appUrl: string): Promise<PublicProposalDto> {
  const [dto, isDemo] = await Promise.all([toProposalDto(db, row, appUrl), isDemoWorkspace(db, row.workspaceId)]);
  return toPublicProposal(dto, { isDemo, appUrl });
}

/** GET /v1/proposal/{slugOrId}'s data, or null for a link that is not public. */
export async function loadPublicProposal(db: Executor, slugOrId: string, appUrl: string): Promise<PublicProposalDto | null> {
  const row = await findPublicRow(db, slugOrId);
  return row ? publicDtoOf(db, row, appUrl) : null;
}
