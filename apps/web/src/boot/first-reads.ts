/**
 * The reads a page's first screen makes, as the boot script can start them before the app has
 * loaded (issue 33): API paths with their query, written exactly as the app's own reads write them
 * (lib/api-client.ts's buildUrl over each feature's get-*.ts), so the app finds the answer under the
 * same URL and does not ask twice. boot/first-reads.test.ts holds them to the app's reads; a path
 * that drifted would only cost a wasted request, never a wrong answer.
 *
 * Imported by the boot script only: the app must not import it (the bundler would then share a chunk
 * between the two, which the boot script would wait for).
 */

// The pages inside the admin layout, whose sidebar lists the business lines (GET /v1/lines).
const ADMIN_PAGE = /^\/(dashboard|proposals|projects|clients|line|calendar|payments|services)(\/|$)/;
const PROPOSAL_PAGE = /^\/proposals\/([^/]+)$/;
// Pages under /proposals/ that are not a proposal's id.
const NOT_A_PROPOSAL = new Set(['new']);

/** A path segment as the router hands it to the page (decoded); null when it is not valid percent-encoding. */
function segment(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** `?page=2&text=…&line=…&trashed=1` of the proposals list, as features/proposals/lib/list-params.ts reads it and get-proposals.ts sends it. */
function proposalsListQuery(search: URLSearchParams): string {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const text = (search.get('text') ?? '').slice(0, 100).trim();
  const line = search.get('line')?.trim();
  const query = new URLSearchParams({ type: 'proposal' });
  if (Number.isFinite(page) && page > 1) query.set('page', String(page));
  if (text) query.set('text', text);
  if (line) query.set('line', line);
  if (search.get('trashed') === '1') query.set('trashed', '1');
  return `/v1/proposals?${query.toString()}`;
}

/** The staff app's first reads for a page (none for pages outside the admin layout). */
export function staffFirstReads(pathname: string, search: string): string[] {
  if (!ADMIN_PAGE.test(pathname)) return [];
  const reads = ['/v1/lines'];
  const params = new URLSearchParams(search);
  const proposal = segment(PROPOSAL_PAGE.exec(pathname)?.[1]);
  if (pathname === '/dashboard') reads.push('/v1/dashboard/metrics');
  else if (pathname === '/proposals' && params.get('mode') !== 'board') reads.push(proposalsListQuery(params));
  else if (proposal && !NOT_A_PROPOSAL.has(proposal)) reads.push(`/v1/proposals/${encodeURIComponent(proposal)}`);
  return reads;
}

const PORTAL_PROJECT_PAGE = /^\/(?:c|@customer-portal)\/project\/([^/]+)(?:\/files)?\/?$/;

/** The client portal's first reads on a project's pages: the session's check and the project (portal/api/get-projects.ts, get-project.ts). */
export function portalFirstReads(pathname: string): string[] {
  const id = segment(PORTAL_PROJECT_PAGE.exec(pathname)?.[1]);
  if (!id) return [];
  const session = new URLSearchParams({ page: '1', perPage: '10', response: 'simple', project_id: id });
  return [`/v1/customer/projects?${session.toString()}`, `/v1/customer/projects/${encodeURIComponent(id)}?${new URLSearchParams({ include: 'files,payments,services,content', type: 'project' }).toString()}`];
}
