import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { getLines } from '../features/lines/api/get-lines.ts';
import { getDashboardMetrics } from '../features/dashboard/api/get-dashboard-metrics.ts';
import { getProposal } from '../features/proposals/api/get-proposal.ts';
import { getProposals } from '../features/proposals/api/get-proposals.ts';
import { readProposalListParams } from '../features/proposals/lib/list-params.ts';
import { getCustomerProject } from '../portal/api/get-project.ts';
import { getCustomerProjects } from '../portal/api/get-projects.ts';
import { portalFirstReads, staffFirstReads } from './first-reads.ts';

// The boot script's URLs must be the app's own, or the app asks again (and the phone waits twice).
// Each case: what the boot script would read for a page, against what the page's code reads.

/** The URLs (path and query) the app's code asks for while `read` runs. */
async function urlsOf(read: () => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  await read();
  return urls.map((url) => url.replace(/^\/api/, ''));
}

describe('the first reads the boot script starts', () => {
  it('are the staff pages’ own reads: the sidebar’s lines, then the page’s', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    const lines = await urlsOf(getLines);
    expect(staffFirstReads('/dashboard', '')).toEqual([...lines, ...(await urlsOf(() => getDashboardMetrics()))]);
    expect(staffFirstReads('/proposals/7d1c-ab', '')).toEqual([...lines, ...(await urlsOf(() => getProposal('7d1c-ab')))]);
    for (const search of ['', '?page=3&text=%20Web%20&line=diseno&trashed=1', '?page=0&text=' + 'x'.repeat(120), '?page=abc&line=%20']) {
      const params = readProposalListParams(new URLSearchParams(search));
      expect(staffFirstReads('/proposals', search), search).toEqual([...lines, ...(await urlsOf(() => getProposals(params)))]);
    }
    expect(staffFirstReads('/payments', '?status=paid')).toEqual(lines);
    expect(staffFirstReads('/line/diseno', '')).toEqual(lines);
  });

  it('read nothing where the page is not the admin layout’s, or the list shows its board', () => {
    for (const path of ['/', '/login', '/register/verify', '/settings', '/superadmin', '/proposalsx']) expect(staffFirstReads(path, ''), path).toEqual([]);
    expect(staffFirstReads('/proposals', '?mode=board')).toEqual(['/v1/lines']);
    expect(staffFirstReads('/proposals/new', '')).toEqual(['/v1/lines']);
    expect(staffFirstReads('/proposals/%E0%A4%A', '')).toEqual(['/v1/lines']);
  });

  it('are the portal project page’s own reads: the session’s check and the project', async () => {
    localStorage.setItem('trato.customerToken', 'cliente-rosa');
    const own = [...(await urlsOf(() => getCustomerProjects('p-1'))), ...(await urlsOf(() => getCustomerProject('p-1')))];
    expect(portalFirstReads('/c/project/p-1')).toEqual(own);
    expect(portalFirstReads('/@customer-portal/project/p-1/files')).toEqual(own);
    expect(portalFirstReads('/c/payments')).toEqual([]);
    expect(portalFirstReads('/c/login')).toEqual([]);
  });
});
