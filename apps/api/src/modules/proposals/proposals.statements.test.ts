import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { countStatements } from '../../../test/statements.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';
import { addCompany, addLine, readyProposal, SERVICES, type Json } from './proposals.fixtures.ts';

const t = useTestApp();

describe('GET /v1/proposals statement count (DESIGN.md Reads)', () => {
  it('a page of 10 proposals of different clients and lines, with their contacts, in at most 3 statements', async () => {
    const owner = await ownerOn(t);
    for (let i = 0; i < 12; i++) {
      const line = await addLine(t, owner.workspace.id, `Línea ${i}`);
      const company = await addCompany(t, owner.workspace.id, `Cliente ${i}`);
      await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Propuesta ${i}`, extra: { services: SERVICES } });
    }
    const { result, statements } = await countStatements(t.db, () => t.app.inject({ method: 'GET', url: '/api/v1/proposals?page=1', headers: owner.headers }));
    expect(result.statusCode, result.body).toBe(200);
    const items = result.json().data as Json[];
    expect(items).toHaveLength(10);
    expect(statements.length).toBeLessThanOrEqual(3);
    const named = items.filter((p) => p.name?.startsWith('Propuesta'));
    expect(named.length).toBeGreaterThan(0);
    for (const p of named) {
      expect(p.company?.name).toMatch(/^Cliente \d+$/);
      expect(p.line?.name).toMatch(/^Línea \d+$/);
      expect(p.client?.contact?.name).toBe('Marta Núñez');
    }
  });
});
