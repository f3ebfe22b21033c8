import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { countStatements } from '../../../test/statements.ts';
import { visitLogs } from '../../db/schema/index.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { signOk } from '../signatures/signatures.fixtures.ts';
import { addCompany, addLine, api, INSTALLMENTS, readyProposal, SERVICES, type Json } from './proposals.fixtures.ts';

// Issue 13: every statement a request sends counts. The proposal reads are ONE statement each; the
// staff session lookup (modules/auth) comes on top of it and is counted apart, so this file holds
// the reads to their own figure and shows the request's total beside it.
const t = useTestApp();
const { get, post } = api(t);

/** The request's statements without and with the session lookup. */
async function count(url: string, headers: Record<string, string>) {
  const read = await countStatements(t.db, () => get(headers, url));
  const all = await countStatements(t.db, () => get(headers, url), { session: true });
  expect(read.result.statusCode, read.result.body).toBe(200);
  return { body: read.result.json(), read: read.statements.length, session: all.statements.length - read.statements.length };
}

describe('GET /v1/proposals statement count (DESIGN.md Reads, issue 13)', () => {
  it('a page of 10 proposals of different clients and lines, with their contacts and totals, in one statement; a short page the same', async () => {
    const owner = await ownerOn(t);
    for (let i = 0; i < 12; i++) {
      const line = await addLine(t, owner.workspace.id, `Línea ${i}`);
      const company = await addCompany(t, owner.workspace.id, `Cliente ${i}`);
      await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Propuesta ${i}`, extra: { services: SERVICES } });
    }
    const full = await count('/api/v1/proposals?page=1', owner.headers);
    const items = full.body.data as Json[];
    expect(items).toHaveLength(10);
    expect(full.body.meta).toMatchObject({ total: 12, last_page: 2 });
    expect(full.read).toBe(1);
    for (const p of items) {
      expect(p.company?.name).toMatch(/^Cliente \d+$/);
      expect(p.line?.name).toMatch(/^Línea \d+$/);
      expect(p.client?.contact?.name).toBe('Marta Núñez');
      expect(p.total).toBe('337501.50');
    }
    const short = await count('/api/v1/proposals?page=2', owner.headers);
    expect(short.body.data).toHaveLength(2);
    expect(short.read).toBe(1);
    // Past the last page no row carries the total: one more statement counts it, still within 3.
    const past = await count('/api/v1/proposals?page=5', owner.headers);
    expect(past.body).toMatchObject({ data: [], meta: { total: 12, last_page: 2 } });
    expect(past.read).toBe(2);
    // What the staff session lookup adds on top (modules/auth; not this module's to fold).
    expect(full.session).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /v1/proposals/{id} statement count (issue 13)', () => {
  it('a signed proposal with services, instalments, comments and visits in one statement, as the builder form', async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, extra: { services: SERVICES, payments: INSTALLMENTS } });
    for (const body of ['Una duda', 'Respondida']) await post(owner.headers, '/api/v1/comments', { type: 'proposal', proposalId: p.slug, origin: 'admin', body });
    await t.db.insert(visitLogs).values({ workspaceId: owner.workspace.id, projectId: p.id, ip: '198.51.100.9', userAgent: 'Mozilla/5.0' });
    const signed = await signOk(t, p.slug);

    for (const url of [`/api/v1/proposals/${p.id}`, `/api/v1/proposal-form/${p.id}`]) {
      const { body, read } = await count(url, owner.headers);
      const dto = body.data ?? body.result;
      expect(dto).toMatchObject({ status: 'ACCEPTED', comments_count: 2, project: { id: signed.project_id }, signature: { signer_name: 'Marta Núñez' } });
      expect(dto.services).toHaveLength(3);
      expect(dto.payments.payments).toHaveLength(3);
      expect(dto.visitLogs).toHaveLength(1);
      expect(read).toBe(1);
    }
  });
});
