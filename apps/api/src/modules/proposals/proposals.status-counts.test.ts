import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { projects, workspaces } from '../../db/schema/index.ts';
import { addCompany, addLine, api, newProposal, readyProposal, SERVICES, type Json } from './proposals.fixtures.ts';

// The lists' total on a tab (status, trash) is project_status_counts (migration 0013, decision 0039),
// kept by a trigger, minus the untouched drafts: it must equal the rows the list pages through.
const t = useTestApp();
const { get, post, put, del } = api(t);

type Count = { workspace_id: string; type: string; status: string; trashed: boolean; n: number };

async function keptAndDirect() {
  const run = async (q: ReturnType<typeof sql>) => (await t.db.execute(q)) as unknown as { rows: Count[] };
  const kept = (await run(sql`select workspace_id, type, status, trashed, n from project_status_counts where n <> 0 order by 1, 2, 3, 4`)).rows;
  const direct = (await run(sql`select workspace_id, type, status, deleted_at is not null as trashed, count(*)::int as n from projects group by 1, 2, 3, 4 order by 1, 2, 3, 4`)).rows;
  return { kept, direct };
}

/** Every row of the list, page by page, next to its meta.total. */
async function walk(headers: Record<string, string>, query: string): Promise<{ total: number; ids: string[] }> {
  const ids: string[] = [];
  let total = -1;
  for (let page = 1; page < 50; page++) {
    const res = await get(headers, `/api/v1/proposals?page=${page}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Json[]; meta: { total: number; last_page: number } };
    total = body.meta.total;
    ids.push(...body.data.map((p) => p.id as string));
    if (page >= body.meta.last_page) break;
  }
  return { total, ids };
}

describe('the list total from kept counts', () => {
  it('equals the rows listed on every tab, untouched drafts left out (live and trashed), and follows every write', async () => {
    const owner = await createOwner(t.db);
    const h = owner.headers;
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const made: Json[] = [];
    // Twelve finished proposals; all but every fourth closed straight in the table (the free plan allows three open).
    for (let i = 0; i < 12; i++) {
      const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Cotización ${i}` });
      if (i % 4 !== 3) await t.db.update(projects).set({ status: (['ACCEPTED', 'DECLINED', 'FILED'] as const)[i % 4]! }).where(eq(projects.id, p.id));
      made.push(p);
    }
    const untouched = await newProposal(t, owner, line.id);
    const typed = await newProposal(t, owner, (await addLine(t, owner.workspace.id, 'Web')).id);
    await put(h, `/api/v1/proposals/${typed.id}`, { name: 'A medias' });
    const withServices = await newProposal(t, owner, (await addLine(t, owner.workspace.id, 'Eventos')).id);
    await put(h, `/api/v1/proposals/${withServices.id}`, { services: SERVICES });

    const sent = await post(h, `/api/v1/proposals/${made[3]!.id}/status`, { status: 'SENT' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await del(h, `/api/v1/proposals/${made[1]!.id}`)).statusCode).toBe(204);
    expect((await del(h, `/api/v1/proposals/${made[2]!.id}`)).statusCode).toBe(204);
    expect((await put(h, `/api/v1/proposal/${made[2]!.id}/recover`)).statusCode).toBe(200);
    expect((await del(h, `/api/v1/proposals/${made[4]!.id}`)).statusCode).toBe(204);
    expect((await del(h, `/api/v1/proposals/${made[4]!.id}/force`)).statusCode).toBe(204);
    // An untouched draft in the trash is still not one to count.
    const trashedBlank = await newProposal(t, owner, (await addLine(t, owner.workspace.id, 'Marketing')).id);
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, trashedBlank.id));

    const { kept, direct } = await keptAndDirect();
    expect(kept).toEqual(direct);

    const all = await walk(h, '');
    expect(all.total).toBe(all.ids.length);
    expect(all.ids).toContain(typed.id);
    expect(all.ids).toContain(withServices.id);
    expect(all.ids).not.toContain(untouched.id);
    expect(all.total).toBe(12 - 2 + 2);
    for (const query of ['&status=DRAFT', '&status=SENT', '&status=init', '&trashed=1', '&trashed=1&status=init', '&type=project']) {
      const tab = await walk(h, query);
      expect(tab.total, query).toBe(tab.ids.length);
    }
    expect((await walk(h, '&status=init')).total).toBe(2);
    expect((await walk(h, '&trashed=1')).total).toBe(1);
    // A filter the counts do not keep (line, text) counts the rows, by the same rule.
    expect((await walk(h, `&line=${line.slug}&status=DRAFT`)).total).toBe((await walk(h, '&status=DRAFT')).total);

    await t.db.delete(workspaces).where(eq(workspaces.id, owner.workspace.id));
    const after = await keptAndDirect();
    expect(after.kept).toEqual(after.direct);
  });
});
