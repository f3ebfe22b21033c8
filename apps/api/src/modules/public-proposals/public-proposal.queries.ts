import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { projects, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { loadProposalWhere, type LoadedProposal } from '../proposals/proposal-detail.queries.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { toPublicProposal } from './public-proposal.serialize.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[A-Za-z0-9_-]{8,64}$/;

/** A workspace the operator disabled (superadmin area) answers none of its public links. */
const workspaceEnabled = sql`not exists (select 1 from ${workspaces} where ${workspaces.id} = ${projects.workspaceId} and ${workspaces.disabledAt} is not null)`;

/**
 * Which row a public link (its slug or id) opens: a live, finished proposal (type proposal, not init,
 * not trashed) of any enabled workspace; null for a key that cannot be one. Both keys are
 * unguessable, so the link is the access.
 */
function publicMatch(slugOrId: string): SQL | null {
  const key = slugOrId.trim();
  if (!UUID.test(key) && !SLUG.test(key)) return null;
  const match = UUID.test(key) ? or(eq(projects.id, key.toLowerCase()), eq(projects.slug, key)) : eq(projects.slug, key);
  return and(match, eq(projects.type, 'proposal'), ne(projects.status, 'init'), isNull(projects.deletedAt), workspaceEnabled)!;
}

/** The proposal row behind a public link, or null. */
export async function findPublicRow(db: Executor, slugOrId: string, opts: { lock?: boolean } = {}): Promise<ProposalRow | null> {
  const where = publicMatch(slugOrId);
  if (!where) return null;
  const query = db.select().from(projects).where(where).limit(1);
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

/** A loaded proposal as the public page shows it (built from the staff ProposalDto, so both always agree). */
const asPublic = (loaded: LoadedProposal, appUrl: string): PublicProposalDto => toPublicProposal(loaded.dto, { isDemo: loaded.isDemo, appUrl });

/** The public DTO of a row the caller holds (e.g. just written in its transaction), in one statement. */
export async function publicDtoOf(db: Executor, row: ProposalRow, appUrl: string): Promise<PublicProposalDto> {
  const loaded = await loadProposalWhere(db, eq(projects.id, row.id), { appUrl, staff: false, row });
  if (!loaded) throw notFound(M.notFound);
  return asPublic(loaded, appUrl);
}

/**
 * A public link's row and what the page shows, in ONE statement (issue 13: the public proposal in at
 * most 2), or null for a link that is not public.
 */
export async function readPublicProposal(db: Executor, slugOrId: string, appUrl: string): Promise<{ row: ProposalRow; data: PublicProposalDto } | null> {
  const where = publicMatch(slugOrId);
  const loaded = where && (await loadProposalWhere(db, where, { appUrl, staff: false }));
  return loaded ? { row: loaded.row, data: asPublic(loaded, appUrl) } : null;
}

/** GET /v1/proposal/{slugOrId}'s data, or null for a link that is not public (one statement). */
export async function loadPublicProposal(db: Executor, slugOrId: string, appUrl: string): Promise<PublicProposalDto | null> {
  return (await readPublicProposal(db, slugOrId, appUrl))?.data ?? null;
}
