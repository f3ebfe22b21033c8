import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { published, signedInCustomer } from '../public-proposals/public.fixtures.ts';

const t = useTestApp();
const { get } = api(t);

describe('GET /v1/projects', () => {
  it('lists the workspace\'s projects (signed proposals), not its proposals; the proposal links to its project', async () => {
    const p = await published(t, { name: 'Portal Panadería' });
    const { projectId } = await signedInCustomer(t, p);
    const res = await get(p.owner.headers, '/api/v1/projects');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((x: { id: string }) => x.id)).toEqual([projectId]);
    expect(body.data[0]).toMatchObject({ type: 'project', name: 'Portal Panadería', client: { name: 'Panadería Ñuñoa' } });
    expect(body.meta).toMatchObject({ total: 1, per_page: 10, current_page: 1, path: '/api/v1/projects' });

    const proposal = (await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data;
    expect(proposal.project).toEqual({ id: projectId, name: 'Portal Panadería' });
  });

  it('401 without a token; another workspace sees none of them', async () => {
    const p = await published(t, { name: 'Portal reservado' });
    await signedInCustomer(t, p);
    const other = await published(t);
    expectError(await get({}, '/api/v1/projects'), 401, 'UNAUTHENTICATED');
    const res = await get(other.owner.headers, '/api/v1/projects');
    expect(res.json().data).toEqual([]);
    expect(leaksNothing(res.body, ['Portal reservado'])).toBe(true);
    expect((await get(other.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).statusCode).toBe(404);
  });
});
