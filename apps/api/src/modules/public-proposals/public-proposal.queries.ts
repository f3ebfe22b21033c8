import { and, eq, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { projects, workspaces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { loadProposalWhere, type LoadedProposal, type PreparedWhere } from '../proposals/proposal-detail.queries.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { toPublicProposal } from './public-proposal.serialize.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[A-Za-z0-9_-]{8,64}$/;

/** A workspace the operator disabled (superadmin area) answers none of its public links. */
const workspaceEnabled = sql`not exists (select 1 from ${workspaces} where ${workspaces.id} = ${projects.workspaceId} and ${workspaces.disabledAt} is not null)`;

/** A public link's key: a slug, or an id (a UUID, which may also be a slug); null for what can be neither. */
function linkKey(slugOrId: string): { key: string; isId: boolean } | null {
  const key = slugOrId.trim();
  const isId = UUID.test(key);
  return isId || SLUG.test(key) ? { key, isId } : null;
}

/**
 * Which row a public link opens: a live, finished proposal (type proposal, not init, not trashed) of
 * any enabled workspace. Both keys are unguessable, so the link is the access. `id` and `slug` are
 * the link's values, or placeholders for the statement built once (preparedPublicMatch).
 */
function publicWhere(isId: boolean, id: string | Placeholder, slug: string | Placeholder): SQL {
  const match = isId ? or(eq(projects.id, id), eq(projects.slug, slug)) : eq(projects.slug, slug);
  return and(match, eq(projects.type, 'proposal'), ne(projects.status, 'init'), isNull(projects.deletedAt), workspaceEnabled)!;
}

/** The condition a public link (its slug or id) opens, or null for a key that cannot be one. */
function publicMatch(slugOrId: string): SQL | null {
  const link = linkKey(slugOrId);
  return link && publicWhere(link.isId, link.key.toLowerCase(), link.key);
}

/**
 * publicMatch for the page's read built once per process (db/prepared.ts): the public proposal is
 * the hottest read of all, and building its statement was the main thread's largest cost under
 * load (docs/decisions/0040). One shape for a slug, one for an id that may be a slug.
 */
function preparedPublicMatch(slugOrId: string): PreparedWhere | null {
  const link = linkKey(slugOrId);
  if (!link) return null;
  const where = () => publicWhere(link.isId, sql.placeholder('id'), sql.placeholder('slug'));
  return link.isId ? { key: 'public:id-or-slug', where, values: { id: link.key.toLowerCase(), slug: link.key } } : { key: 'public:slug', where, values: { slug: link.key } };
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

const NO_SENDER = { person: null, identity: null };

/** A loaded proposal as the public page shows it (built from the staff ProposalDto, so both always agree). */
const asPublic = (loaded: LoadedProposal, appUrl: string): PublicProposalDto => toPublicProposal(loaded.dto, { workspaceId: loaded.row.workspaceId, isDemo: loaded.isDemo, appUrl, sender: loaded.sender ?? NO_SENDER });

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
  const where = preparedPublicMatch(slugOrId);
  const loaded = where && (await loadProposalWhere(db, where, { appUrl, staff: false }));
  return loaded ? { row: loaded.row, data: asPublic(loaded, appUrl) } : null;
}

/** GET /v1/proposal/{slugOrId}'s data, or null for a link that is not public (one statement). */
export async function loadPublicProposal(db: Executor, slugOrId: string, appUrl: string): Promise<PublicProposalDto | null> {
  return (await readPublicProposal(db, slugOrId, appUrl))?.data ?? null;
}
