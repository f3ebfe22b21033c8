import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteCode, quoteYearOf } from '@trato/domain/proposals/quote-number';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { quoteCounters } from '../../db/schema/index.ts';
import { addCompany, addLine, api, newProposal, readyProposal } from './proposals.fixtures.ts';
import { nextQuoteNumber } from './quote-numbers.ts';

const t = useTestApp();
const { get, post } = api(t);
const year = quoteYearOf(new Date(), 'America/Santiago');
const code = (n: number) => quoteCode(n, year);

/** A workspace with a line and a client, ready for proposals. */
async function studio() {
  const owner = await createOwner(t.db);
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  return { owner, line, company };
}

describe('quote numbers «COT-YYYY-NNNN» (decision 0080)', () => {
  it('each proposal gets the next number of its workspace when created; a duplicate gets its own; the list, the detail and the public page show it', async () => {
    const s = await studio();
    const first = await readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id, name: 'Identidad' });
    const second = await readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id, name: 'Sitio web' });
    expect([first.code, second.code]).toEqual([code(1), code(2)]);

    const copy = await post(s.owner.headers, `/api/v1/proposal/${first.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data.code).toBe(code(3));

    const list = await get(s.owner.headers, '/api/v1/proposals');
    expect(list.statusCode, list.body).toBe(200);
    expect(Object.fromEntries(list.json().data.map((p: { name: string; code: string }) => [p.name, p.code]))).toMatchObject({ Identidad: code(1), 'Sitio web': code(2) });
    const detail = await get(s.owner.headers, `/api/v1/proposals/${second.id}`);
    expect(detail.json().data.code).toBe(code(2));
    const publicPage = await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${second.slug}` });
    expect(publicPage.statusCode, publicPage.body).toBe(200);
    expect(publicPage.json().data.code).toBe(code(2));

    // Another workspace counts from 1.
    const other = await studio();
    expect((await readyProposal(t, other.owner, { lineId: other.line.id, companyId: other.company.id })).code).toBe(code(1));
  });

  it('«Nueva cotización» clicked again hands back the untouched draft with its number: no number spent per click', async () => {
    const s = await studio();
    const a = await newProposal(t, s.owner, s.line.id);
    const again = await post(s.owner.headers, '/api/v1/proposals?status=init', { line_id: s.line.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: a.id, code: code(1) });
    const otherLine = await addLine(t, s.owner.workspace.id, 'Web');
    const next = await readyProposal(t, s.owner, { lineId: otherLine.id, companyId: s.company.id });
    expect(next.code).toBe(code(2));
  });

  it('proposals created at once take consecutive numbers without repeats, and a creation that rolls back gives its number back', async () => {
    const s = await studio();
    const ws = s.owner.workspace.id;
    const numbers = await Promise.all(Array.from({ length: 6 }, () => t.db.transaction(async (tx) => (await nextQuoteNumber(tx, ws)).quoteNumber)));
    expect([...numbers].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);

    await expect(
      t.db.transaction(async (tx) => {
        await nextQuoteNumber(tx, ws);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [counter] = await t.db.select().from(quoteCounters).where(eq(quoteCounters.workspaceId, ws));
    expect(counter!.lastNumber).toBe(6);

    // The next proposal continues after them.
    expect((await readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id })).code).toBe(code(7));
  });

  it('a portal made directly (not from a quote) has no number', async () => {
    const s = await studio();
    const res = await post(s.owner.headers, '/api/v1/projects?status=init&type=project', { name: 'Portal' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.code ?? null).toBeNull();
  });
});
