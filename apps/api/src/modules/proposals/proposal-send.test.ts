import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_SEND_MESSAGES as M } from '@trato/domain/proposals/send';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { useMailSink } from '../../../test/mail.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { activities, companies, emailOutbox, projects } from '../../db/schema/index.ts';
import { addCompany, addLine, api, readyProposal } from './proposals.fixtures.ts';

const t = useTestApp();
const mail = useMailSink(t);
const { post, del } = api(t);

/** An owner with a finished (DRAFT) proposal for a company whose contact is Marta Núñez. */
async function draft(name = 'Rediseño de marca Ñuñoa') {
  const owner = await createOwner(t.db);
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name });
  return { owner, line, company, proposal };
}

const outboxTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('POST /v1/proposals/{id}/send', () => {
  it("emails the client's contact the public link with the organisation, the name and the note; the draft becomes SENT", async () => {
    const { owner, company, proposal } = await draft();
    const res = await post(owner.headers, `/api/v1/proposals/${proposal.id}/send`, { message: 'Hola Marta:\nte dejo la propuesta que conversamos.' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(M.sent(company.contact.email));
    expect(body.data).toMatchObject({ id: proposal.id, status: 'SENT', status_label: 'Enviado' });
    expect(Date.now() - Date.parse(body.data.sent_at)).toBeLessThan(60_000);

    const email = await mail.lastTo(company.contact.email);
    // Named by its number and its name (decision 0080).
    expect(email.subject).toBe(`${owner.workspace.name} te envió la cotización ${proposal.code} «Rediseño de marca Ñuñoa»`);
    expect(proposal.code).toMatch(/^COT-\d{4}-0001$/);
    expect(email.text).toContain('Hola Marta Núñez,');
    expect(email.text).toContain('Mensaje de Ana Pérez:');
    expect(email.text).toContain('te dejo la propuesta que conversamos.');
    expect(email.text).toContain(`http://trato.test/p/${proposal.slug}`);
    expect(email.html).toContain(`href="http://trato.test/p/${proposal.slug}"`);

    const [row] = await t.db.select().from(projects).where(eq(projects.id, proposal.id));
    expect(row!.status).toBe('SENT');
    const sent = await t.db.select().from(activities).where(and(eq(activities.projectId, proposal.id), eq(activities.type, 'proposal.sent')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ to: company.contact.email, from: 'DRAFT' });
  });

  it('sends to another address when given (lower-cased), and a re-send keeps it SENT', async () => {
    const { owner, proposal } = await draft();
    const first = await post(owner.headers, `/api/v1/proposals/${proposal.id}/send`, { email: '  Gerencia@Panaderia.CL ' });
    expect(first.statusCode, first.body).toBe(200);
    const email = await mail.lastTo('gerencia@panaderia.cl');
    // Not the contact: no name to greet.
    expect(email.text).toContain('Hola,');
    expect(email.text).not.toContain('Mensaje de');
    const again = await post(owner.headers, `/api/v1/proposals/${proposal.id}/send`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.status).toBe('SENT');
    expect(Date.parse(again.json().data.sent_at)).toBeGreaterThanOrEqual(Date.parse(first.json().data.sent_at));
  });

  it('a team member can send', async () => {
    const { owner, company, proposal } = await draft();
    const member = await createMember(t.db, owner.workspace.id, 'member', { name: 'Pedro Álvarez' });
    const res = await post(member.headers, `/api/v1/proposals/${proposal.id}/send`, { message: 'Saludos' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mail.lastTo(company.contact.email)).text).toContain('Mensaje de Pedro Álvarez:');
  });

  it('422 in Spanish: an invalid address, a note too long, or no address when the client has no contact', async () => {
    const { owner, proposal } = await draft();
    const url = `/api/v1/proposals/${proposal.id}/send`;
    expectError(await post(owner.headers, url, { email: 'no-es-un-correo' }), 422, 'VALIDATION_ERROR', { field: 'email', message: M.emailInvalid });
    expectError(await post(owner.headers, url, { message: 'x'.repeat(2001) }), 422, 'VALIDATION_ERROR', { field: 'message', message: M.messageTooLong });

    const line = await addLine(t, owner.workspace.id, 'Otra');
    const [bare] = await t.db.insert(companies).values({ workspaceId: owner.workspace.id, name: 'Sin Contacto Ltda.' }).returning();
    const lonely = await readyProposal(t, owner, { lineId: line.id, companyId: bare!.id });
    expectError(await post(owner.headers, `/api/v1/proposals/${lonely.id}/send`), 422, 'VALIDATION_ERROR', { field: 'email', message: M.emailMissing });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, lonely.id));
    expect(row!.status).toBe('DRAFT');
  });

  it('409 for an unfinished, an accepted or a declined proposal; nothing is queued', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const init = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, finish: false });
    expectError(await post(owner.headers, `/api/v1/proposals/${init.id}/send`), 409, 'CONFLICT', { message: M.notFinished });

    const accepted = await readyProposal(t, owner, { lineId: line.id, companyId: company.id });
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date() }).where(eq(projects.id, accepted.id));
    expectError(await post(owner.headers, `/api/v1/proposals/${accepted.id}/send`), 409, 'CONFLICT', { message: M.accepted });

    const declined = await readyProposal(t, owner, { lineId: line.id, companyId: company.id });
    expect((await post(owner.headers, `/api/v1/proposals/${declined.id}/status`, { status: 'DECLINED' })).statusCode).toBe(200);
    expectError(await post(owner.headers, `/api/v1/proposals/${declined.id}/send`), 409, 'CONFLICT', { message: M.notOpen });

    expect(await outboxTo(company.contact.email)).toHaveLength(0);
  });

  it('401 without a session', async () => {
    const { proposal } = await draft();
    expectError(await post({}, `/api/v1/proposals/${proposal.id}/send`), 401, 'UNAUTHENTICATED');
  });

  it("404 for another workspace's or a trashed proposal; nothing is sent or changed", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const company = await addCompany(t, a.workspace.id);
    const proposal = await readyProposal(t, a, { lineId: line.id, companyId: company.id, name: 'Secreto de A' });
    const res = await post(b.headers, `/api/v1/proposals/${proposal.id}/send`, { email: 'espia@ejemplo.test' });
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, ['Secreto de A', company.contact.email, proposal.slug])).toBe(true);
    expect(await outboxTo('espia@ejemplo.test')).toHaveLength(0);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, proposal.id));
    expect(row!.status).toBe('DRAFT');

    expect((await del(a.headers, `/api/v1/proposals/${proposal.id}`)).statusCode).toBe(204);
    expectError(await post(a.headers, `/api/v1/proposals/${proposal.id}/send`), 404, 'NOT_FOUND');
    expectError(await post(a.headers, '/api/v1/proposals/not-a-uuid/send'), 422, 'VALIDATION_ERROR');
  });
});
