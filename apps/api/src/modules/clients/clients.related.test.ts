import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { payments, projects, projectServices, subscriptions } from '../../db/schema/index.ts';
import { addCompany, addLine, api, INSTALLMENTS, readyProposal, SERVICES, SERVICES_TOTAL, type Json } from '../proposals/proposals.fixtures.ts';

const t = useTestApp();
const { get, put, del } = api(t);

const single = (amount: string) => ({ type: null, plan: 'singlePayment', payments: [{ key: 'unico', name: 'Pago único', amount, percent: '100', status: 'pending', due_at: '2027-01-10' }] });

/**
 * A company with: an open draft (1000, nothing paid), a signed proposal (SERVICES_TOTAL, the
 * deposit paid), a trashed signed one, and a signed proposal that became a project (2000, 500 paid
 * on the project). Another company of the same workspace has one draft.
 */
async function scenario() {
  const owner = await createOwner(t.db);
  await t.db.update(subscriptions).set({ planId: 'agency' }).where(eq(subscriptions.workspaceId, owner.workspace.id));
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id, 'Panadería Ñuñoa');
  const other = await addCompany(t, owner.workspace.id, 'Ferretería Sur');
  const make = (name: string, extra: object, companyId = company.id) => readyProposal(t, owner, { lineId: line.id, companyId, name, extra });
  const sign = (id: string) => t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date() }).where(eq(projects.id, id));

  const draft = await make('Borrador abierto', { services: [{ name: 'Logo', type: 'simple', total: '1000' }], payments: single('1000') });
  const signed = await make('Firmada', { services: SERVICES, payments: INSTALLMENTS });
  const [a, b, c] = INSTALLMENTS.payments;
  await put(owner.headers, `/api/v1/proposals/${signed.id}`, { payments: { ...INSTALLMENTS, payments: [{ ...a, status: 'paid' }, b, c] } });
  await sign(signed.id);
  const trashed = await make('Firmada y borrada', { services: [{ name: 'Logo', type: 'simple', total: '500' }] });
  await sign(trashed.id);
  await del(owner.headers, `/api/v1/proposals/${trashed.id}`);
  const became = await make('Se volvió proyecto', { services: [{ name: 'Web', type: 'simple', total: '2000' }] });
  await sign(became.id);
  // The portal issue turns a signed proposal into a project; here the row is written as it will be.
  const [project] = await t.db
    .insert(projects)
    .values({ workspaceId: owner.workspace.id, companyId: company.id, lineId: line.id, proposalId: became.id, type: 'project', status: 'DRAFT', name: 'Portal web', slug: `proj-${became.id}`, currencyCode: 'CLP' })
    .returning();
  await t.db.insert(projectServices).values({ workspaceId: owner.workspace.id, projectId: project!.id, key: 'web00', name: 'Web', type: 'simple', total: '2000.00' });
  await t.db.insert(payments).values([
    { workspaceId: owner.workspace.id, projectId: project!.id, key: 'p1', name: 'Anticipo', amountType: 'CLP', amount: '500.00', percent: '25.00', status: 'paid', position: 0, paidAt: new Date() },
    { workspaceId: owner.workspace.id, projectId: project!.id, key: 'p2', name: 'Entrega', amountType: 'CLP', amount: '1500.00', percent: '75.00', status: 'pending', position: 1 },
  ]);
  await make('De otra empresa', {}, other.id);
  return { owner, company, other, draft, signed, became, project: project! };
}

describe('company totals and tabs from proposals, projects and payments', () => {
  it('counts proposals and projects, sums what was sold and what was paid, never twice, never trashed', async () => {
    const { owner, company, other } = await scenario();
    const one = (await get(owner.headers, `/api/v1/companies/${company.id}`)).json().data;
    // Sold: the signed proposal + the project (its proposal counts once, as the project).
    expect(one).toMatchObject({ proposals_count: 3, projects_count: 1, amount_sell: '339501.50', amount_paid: '135500.60' });
    expect(SERVICES_TOTAL).toBe('337501.50');
    const list = (await get(owner.headers, '/api/v1/companies')).json().data;
    expect(list.find((c: Json) => c.id === company.id)).toMatchObject({ proposals_count: 3, amount_sell: '339501.50' });
    expect(list.find((c: Json) => c.id === other.id)).toMatchObject({ proposals_count: 1, projects_count: 0, amount_sell: '0.00', amount_paid: '0.00' });
  });

  it('the proposals and projects tabs list the rows as the proposals list does', async () => {
    const { owner, company, draft, signed, became, project } = await scenario();
    const proposals = (await get(owner.headers, `/api/v1/companies/${company.id}/proposals`)).json();
    expect(proposals.data.map((p: Json) => p.id)).toEqual([became.id, signed.id, draft.id]);
    expect(proposals.data[1]).toMatchObject({ name: 'Firmada', status: 'ACCEPTED', status_label: 'Aceptado', total: SERVICES_TOTAL, links: { public: `http://trato.test/p/${signed.slug}` } });
    expect(proposals.meta).toMatchObject({ total: 3, path: `/api/v1/companies/${company.id}/proposals` });
    const projectsTab = (await get(owner.headers, `/api/v1/companies/${company.id}/projects`)).json();
    expect(projectsTab.data).toMatchObject([{ id: project.id, type: 'project', name: 'Portal web', total: '2000.00' }]);
  });

  it('the payments tab lists the payments of the live proposals and projects, by due date', async () => {
    const { owner, company, draft, signed, project } = await scenario();
    const res = (await get(owner.headers, `/api/v1/companies/${company.id}/payments`)).json();
    expect(res.meta.total).toBe(6);
    expect(res.data.map((p: Json) => [p.project.id, p.name, p.amount, p.status])).toEqual([
      [signed.id, 'Anticipo', '135000.60', 'paid'],
      [signed.id, 'Segundo pago', '101250.45', 'pending'],
      [signed.id, 'Entrega', '101250.45', 'pending'],
      [draft.id, 'Pago único', '1000.00', 'pending'],
      [project.id, 'Anticipo', '500.00', 'paid'],
      [project.id, 'Entrega', '1500.00', 'pending'],
    ]);
    expect(res.data[0]).toMatchObject({ amount_type: 'CLP', paid_at: expect.any(String), project: { name: 'Firmada', type: 'proposal', status: 'ACCEPTED' } });
  });

  it('the payments tab lists a signed proposal carried on by a project once, as the project', async () => {
    const { owner, company, became, project } = await scenario();
    // The proposal keeps its own copy of the plan, still pending while the project's deposit is paid.
    await t.db.insert(payments).values([
      { workspaceId: owner.workspace.id, projectId: became.id, key: 'p1', name: 'Anticipo', amountType: 'CLP', amount: '500.00', percent: '25.00', status: 'pending', position: 0 },
      { workspaceId: owner.workspace.id, projectId: became.id, key: 'p2', name: 'Entrega', amountType: 'CLP', amount: '1500.00', percent: '75.00', status: 'pending', position: 1 },
    ]);
    const res = (await get(owner.headers, `/api/v1/companies/${company.id}/payments`)).json();
    expect(res.meta.total).toBe(6);
    expect(res.data.some((p: Json) => p.project.id === became.id)).toBe(false);
    expect(res.data.filter((p: Json) => p.project.id === project.id).map((p: Json) => [p.name, p.status])).toEqual([
      ['Anticipo', 'paid'],
      ['Entrega', 'pending'],
    ]);
  });

  it('another workspace sees none of it', async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const company = await addCompany(t, a.workspace.id, 'Cliente de A');
    await readyProposal(t, a, { lineId: line.id, companyId: company.id, name: 'Secreta', extra: { services: SERVICES } });
    const theirs = await addCompany(t, b.workspace.id, 'Cliente de B');
    for (const list of ['proposals', 'projects', 'payments']) {
      const res = await get(b.headers, `/api/v1/companies/${theirs.id}/${list}`);
      expect(res.json().meta.total).toBe(0);
      expect(leaksNothing(res.body, ['Secreta', company.id])).toBe(true);
    }
    expect((await get(b.headers, `/api/v1/companies/${company.id}/proposals`)).statusCode).toBe(404);
  });
});
