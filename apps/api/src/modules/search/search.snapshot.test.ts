import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { normalised } from '../../../test/snapshot.ts';
import { addCompany, addLine, readyProposal } from '../proposals/proposals.fixtures.ts';
import { ownerOn, portal } from '../projects/projects.fixtures.ts';
import { comment, searchOf } from './search.fixtures.ts';

// Pins the search DTO before its query is tuned for scale (issue 13): the same snapshot must pass
// on PGlite and on PostgreSQL, before and after.
const t = useTestApp();
const search = searchOf(t);

describe('search DTO (snapshot)', () => {
  it('every kind of hit, ranked and counted, for a few queries', async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const aurora = await addCompany(t, owner.workspace.id, 'Panadería Aurora');
    await addCompany(t, owner.workspace.id, 'Diseño Austral');
    const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: aurora.id, name: 'Diseño de marca' });
    await readyProposal(t, owner, { lineId: line.id, companyId: aurora.id, name: 'Rediseño web' });
    await comment(t, owner.headers, 'proposal', proposal, '¿Vemos el diseño el lunes?');
    const p = await portal(t, { owner, name: 'Portal Diseño' });
    await comment(t, owner.headers, 'project', p.project, 'Listo el diseño final');
    await portal(t, { owner: await ownerOn(t), name: 'Diseño de otro espacio' });

    const bodies: Record<string, unknown> = {};
    for (const q of ['diseño', 'panaderia', 'aurora', 'zz', 'marca']) {
      const res = await search(owner.headers, q);
      expect(res.statusCode, res.body).toBe(200);
      bodies[q] = res.json();
    }
    expect(normalised(bodies)).toMatchSnapshot();
  });
});
