import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, SEARCH_MESSAGES } from '@trato/domain/search/schemas';
import { companies } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/app.ts';
import { expectError, PDF_BYTES, PNG_1X1 } from '../../../test/http.ts';
import { countStatements } from '../../../test/statements.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { addCompany, addLine, api, readyProposal, type Json } from '../proposals/proposals.fixtures.ts';
import { customerSession, ownerOn, portal } from '../projects/projects.fixtures.ts';
import { attachFiles, comment, searchOf, seen } from './search.fixtures.ts';

const t = useTestApp();
const { post, del } = api(t);
const search = searchOf(t);

describe('GET /v1/search', () => {
  it("'panaderia' finds the client 'Panadería Aurora' and its proposal; unfinished and trashed proposals are not found", async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id, 'Panadería Aurora');
    const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Identidad de marca' });
    await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Borrador a medias', finish: false });
    const trashed = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Papelera' });
    expect((await del(owner.headers, `/api/v1/proposals/${trashed.id}`)).statusCode).toBeLessThan(300);

    const res = await search(owner.headers, 'panaderia');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([
      { id: proposal.id, title: 'Identidad de marca', subtitle: 'Panadería Aurora · Borrador', asset: '📝', type: 'proposal', url: `/proposals/${proposal.id}`, url_type: 'internal' },
      { id: company.id, title: 'Panadería Aurora', subtitle: `Marta Núñez · ${company.contact.email}`, asset: '🏢', type: 'client', url: `/clients/${company.id}`, url_type: 'internal' },
    ]);
    expect(body.meta).toEqual({ total: 2, counts: { project: 0, proposal: 1, client: 1, file: 0, activity: 0, comment: 0 } });
    // Upper case, accents and spaces around are all the same query.
    expect(seen((await search(owner.headers, '  PANADERÍA aurora ')).json())).toEqual(seen(body));
  });

  it('a quote is found by its number «COT-YYYY-NNNN», typed loosely; another workspace\'s same number is not', async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id, 'Ferretería Los Andes');
    await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Catálogo' });
    const second = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Vitrina' });
    const other = await ownerOn(t);
    const otherLine = await addLine(t, other.workspace.id);
    const otherCompany = await addCompany(t, other.workspace.id, 'Otra');
    await readyProposal(t, other, { lineId: otherLine.id, companyId: otherCompany.id, name: 'Vitrina ajena' });
    await readyProposal(t, other, { lineId: otherLine.id, companyId: otherCompany.id, name: 'Vitrina ajena 2' });

    const res = await search(owner.headers, second.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: Json) => r.id)).toEqual([second.id]);
    const loose = (second.code as string).toLowerCase().replace('-000', ' ');
    expect((await search(owner.headers, loose)).json().data.map((r: Json) => r.id)).toEqual([second.id]);
  });

  it('ranks exact, then prefix of the text or of a word, then contains; ties by recency; a name beats a contact', async () => {
    const owner = await ownerOn(t);
    for (const name of ['Sol', 'Solar Andino', 'Casa Soleada', 'Girasol']) await addCompany(t, owner.workspace.id, name);
    const res = await search(owner.headers, 'sol');
    expect(seen(res.json())).toEqual([
      ['client', 'Sol'],
      ['client', 'Casa Soleada'],
      ['client', 'Solar Andino'],
      ['client', 'Girasol'],
    ]);
    // A company found through its contact's name ranks below one whose own name matches as well.
    const byContact = await addCompany(t, owner.workspace.id, 'Estudio Norte');
    const byName = await addCompany(t, owner.workspace.id, 'Marta');
    const found = (await search(owner.headers, 'marta')).json();
    expect(found.data.map((r: Json) => r.id)).toEqual([byName.id, byContact.id, ...found.data.slice(2).map((r: Json) => r.id)]);
    expect(found.data[1].subtitle).toBe(`Marta Núñez · ${byContact.contact.email}`);
  });

  it('portals, files, activities and comments: each with its own label, asset and the page that opens it', async () => {
    const { owner, project, company } = await portal(t, { name: 'Web Aurora' });
    await attachFiles(t, owner.headers, project.id, [
      ['file', { filename: 'planos-aurora.pdf', bytes: PDF_BYTES, type: 'application/pdf' }],
      ['file1', { filename: 'foto aurora.png', bytes: PNG_1X1, type: 'image/png' }],
    ]);
    await post(owner.headers, `/api/v1/projects/${project.id}/stages`, { name: 'Diseño Aurora' });
    await comment(t, owner.headers, 'project', project, '¿Revisamos el logo de Aurora el lunes?');

    const body = (await search(owner.headers, 'aurora')).json();
    const byType: Record<string, Json> = Object.fromEntries((body.data as Json[]).map((r) => [`${r.type}:${r.title}`, r]));
    const portalUrl = `/projects/${project.id}`;
    expect(byType['project:Web Aurora']).toMatchObject({ subtitle: `${company.name} · Activo`, asset: '🗂️', url: portalUrl });
    expect(byType['file:planos-aurora.pdf']).toMatchObject({ subtitle: 'Portal · Web Aurora', asset: '📄', url: portalUrl });
    const thumbPath = byType['file:foto aurora.png']?.asset as string;
    expect(thumbPath).toMatch(/^\/api\/files\/project_files\/.+\.png$/);
    expect(byType['activity:Agregó la etapa «Diseño Aurora»']).toMatchObject({ subtitle: `${owner.user.name} · Portal · Web Aurora`, asset: '⚡', url: portalUrl });
    expect(byType['comment:¿Revisamos el logo de Aurora el lunes?']).toMatchObject({ asset: '💬', url: portalUrl });
    expect(body.meta.counts).toMatchObject({ project: 1, file: 2, comment: 1 });
    // The served thumbnail is the image itself.
    const thumb = await t.app.inject({ method: 'GET', url: thumbPath });
    expect(thumb.statusCode).toBe(200);
    // The feed's words are searchable, accents or not.
    expect(seen((await search(owner.headers, 'agrego la etapa')).json())).toEqual([['activity', 'Agregó la etapa «Diseño Aurora»']]);
  });

  it("an archived client is found, marked 'Archivado'; a proposal's comment opens the proposal; a trashed portal's things are gone", async () => {
    const owner = await ownerOn(t);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id, 'Quesería Antigua');
    const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Catálogo' });
    await comment(t, owner.headers, 'proposal', proposal, '¿El queso va en la portada?');
    expect((await del(owner.headers, `/api/v1/companies/${company.id}`)).statusCode).toBeLessThan(300);
    const found = (await search(owner.headers, 'queseria')).json();
    expect(found.data.find((r: Json) => r.type === 'client')).toMatchObject({ subtitle: `Marta Núñez · ${company.contact.email} · Archivado`, url: `/clients/${company.id}` });
    expect((await search(owner.headers, 'queso')).json().data).toEqual([
      expect.objectContaining({ type: 'comment', title: '¿El queso va en la portada?', subtitle: `${owner.user.name} · Cotización · Catálogo`, url: `/proposals/${proposal.id}` }),
    ]);

    const { project } = await portal(t, { owner, name: 'Portal Lácteo' });
    await comment(t, owner.headers, 'project', project, 'Leche entera');
    expect((await search(owner.headers, 'lacteo')).json().meta.counts.project).toBe(1);
    expect((await del(owner.headers, `/api/v1/projects/${project.id}`)).statusCode).toBeLessThan(300);
    expect((await search(owner.headers, 'lacteo')).json().meta.total).toBe(0);
    expect((await search(owner.headers, 'leche')).json().meta.total).toBe(0);
  });

  it('the limit applies per type; counts and total are of every hit', async () => {
    const owner = await ownerOn(t);
    for (let i = 1; i <= 4; i++) await addCompany(t, owner.workspace.id, `Ferretería ${i}`);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id, 'Otra');
    for (let i = 1; i <= 3; i++) await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Ferretería web ${i}` });
    const body = (await search(owner.headers, 'ferreteria', 2)).json();
    expect(body.data.map((r: Json) => r.type)).toEqual(['proposal', 'proposal', 'client', 'client']);
    // Most recent first among equals.
    expect(body.data[0].title).toBe('Ferretería web 3');
    expect(body.meta).toEqual({ total: 7, counts: { project: 0, proposal: 3, client: 4, file: 0, activity: 0, comment: 0 } });
    expect((await search(owner.headers, 'ferreteria')).json().data).toHaveLength(7);
    expect((await search(owner.headers, 'zzzz-nada')).json()).toEqual({ data: [], meta: { total: 0, counts: { project: 0, proposal: 0, client: 0, file: 0, activity: 0, comment: 0 } } });
  });

  it('counts are exact up to 100 a type; beyond, the type is listed in meta.capped and still returns its newest hits', async () => {
    const owner = await ownerOn(t);
    const add = (from: number, to: number) =>
      t.db.insert(companies).values(Array.from({ length: to - from + 1 }, (_, i) => ({ workspaceId: owner.workspace.id, name: `Tope ${from + i}`, updatedAt: new Date(Date.UTC(2026, 0, 1, 0, from + i)) })));
    await add(1, SEARCH_COUNT_CAP);
    expect((await search(owner.headers, 'tope')).json().meta).toEqual({ total: 100, counts: { project: 0, proposal: 0, client: 100, file: 0, activity: 0, comment: 0 } });
    await add(SEARCH_COUNT_CAP + 1, SEARCH_COUNT_CAP + 30);
    const body = (await search(owner.headers, 'tope', 3)).json();
    expect(body.meta).toEqual({ total: 100, counts: { project: 0, proposal: 0, client: 100, file: 0, activity: 0, comment: 0 }, capped: ['client'] });
    expect(seen(body)).toEqual([['client', 'Tope 130'], ['client', 'Tope 129'], ['client', 'Tope 128']]);
  });

  it('% _ and \\ in the query are literal characters', async () => {
    const owner = await ownerOn(t);
    for (const name of ['100% Natural', 'Plan 100 Natural', 'Under_score', 'Underscore', 'Back\\slash', 'Backslash']) await addCompany(t, owner.workspace.id, name);
    const titles = async (q: string) => seen((await search(owner.headers, q)).json()).map(([, title]) => title);
    expect(await titles('0%')).toEqual(['100% Natural']);
    expect(await titles('r_s')).toEqual(['Under_score']);
    expect(await titles('k\\s')).toEqual(['Back\\slash']);
    expect(await titles('%%')).toEqual([]);
    expect(await titles('__')).toEqual([]);
  });

  it('only the current workspace: identical names elsewhere never appear; no token or a customer token is 401', async () => {
    const a = await portal(t, { name: 'Gemelo Portal' });
    const b = await portal(t, { name: 'Gemelo Portal' });
    await comment(t, b.owner.headers, 'project', b.project, 'Gemelo comentario');
    const res = await search(a.owner.headers, 'gemelo');
    expect(res.json().data.map((r: Json) => r.id)).toEqual([a.project.id]);
    expect(leaksNothing(res.body, [b.project.id, b.company.id, 'Gemelo comentario'])).toBe(true);
    const customer = await customerSession(t, { id: a.company.contact.id, workspaceId: a.owner.workspace.id }, a.project.id);
    for (const h of [{}, customer, { authorization: 'Bearer nope' }]) expectError(await search(h, 'gemelo'), 401, 'UNAUTHENTICATED');
  });

  it('422 in Spanish for 1 character, more than 100, no query, and a limit outside 1–20', async () => {
    const owner = await ownerOn(t);
    expectError(await search(owner.headers, 'a'), 422, 'VALIDATION_ERROR', { field: 'query', message: SEARCH_MESSAGES.queryTooShort });
    expectError(await search(owner.headers, '  a  '), 422, 'VALIDATION_ERROR', { field: 'query', message: SEARCH_MESSAGES.queryTooShort });
    expectError(await search(owner.headers, 'x'.repeat(101)), 422, 'VALIDATION_ERROR', { field: 'query', message: SEARCH_MESSAGES.queryTooLong });
    expectError(await api(t).get(owner.headers, '/api/v1/search'), 422, 'VALIDATION_ERROR', { field: 'query', message: SEARCH_MESSAGES.queryRequired });
    for (const limit of ['0', '21', 'x', '1.5']) {
      expectError(await api(t).get(owner.headers, `/api/v1/search?query=pan&limit=${limit}`), 422, 'VALIDATION_ERROR', { field: 'limit', message: SEARCH_MESSAGES.limitInvalid });
    }
    // Text PostgreSQL cannot hold is refused before the query, like everywhere else.
    expect((await api(t).get(owner.headers, '/api/v1/search?query=pa%00n')).statusCode).toBe(422);
    expect((await api(t).get(owner.headers, '/api/v1/search?query=pan&query=sol')).statusCode).toBe(422);
    // Odd but valid input is a 200, never a 500.
    for (const q of ["'; drop table projects; --", '«»', '((', '\\\\', '🥐🥐', '%_\\%']) expect((await search(owner.headers, q)).statusCode).toBe(200);
  });

  it('one SQL statement whatever the number of hits', async () => {
    const { owner, project } = await portal(t, { name: 'Cuenta Portal' });
    for (let i = 0; i < 8; i++) await comment(t, owner.headers, 'project', project, `Cuenta comentario ${i}`);
    for (let i = 0; i < 8; i++) await addCompany(t, owner.workspace.id, `Cuenta cliente ${i}`);
    const { result, statements } = await countStatements(t.db, () => search(owner.headers, 'cuenta', 20));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().meta.counts).toMatchObject({ project: 1, comment: 8, client: 8 });
    expect(statements).toHaveLength(1);
  });
});
