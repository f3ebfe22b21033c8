import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_SEND_MESSAGES as M } from '@trato/domain/proposals/send';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { useMailSink } from '../../../test/mail.ts';
import { leaksNothing, twoWorkspaces } from '../../../test/tenants.ts';
import { collectionSettings, companies, emailOutbox, projects, workspaces } from '../../db/schema/index.ts';
import { addCompany, addLine, api, readyProposal } from './proposals.fixtures.ts';

const t = useTestApp();
const mail = useMailSink(t);
const { post } = api(t);

const LOGO = '/api/files/workspace_logos/logo-estudio.png';

/** An owner whose workspace has a logo and an amber colour, with a finished proposal for Marta Núñez's company. */
async function branded() {
  const owner = await createOwner(t.db);
  await t.db.update(workspaces).set({ logo: LOGO, primaryColor: '#B45309' }).where(eq(workspaces.id, owner.workspace.id));
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Rediseño de marca Ñuñoa' });
  await t.db.update(projects).set({ validUntilAt: new Date('2027-01-15T00:00:00.000Z') }).where(eq(projects.id, proposal.id));
  return { owner, company, proposal };
}

const crlf = (s: string) => s.replace(/\r\n/g, '\n').trim();

describe('the e-mail that shares a proposal, branded and previewed (issue 32 §4)', () => {
  it('the preview is the e-mail the send delivers: the sender by name, Reply-To her, the brand, the facts and her note apart', async () => {
    const { owner, company, proposal } = await branded();
    const body = { message: 'Hola Marta:\nte dejo la propuesta <b>que conversamos</b>.' };
    const res = await post(owner.headers, `/api/v1/proposals/${proposal.id}/send/preview`, body);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({
      to: company.contact.email,
      from_name: `Ana Pérez · ${owner.workspace.name}`,
      reply_to: owner.user.email,
      subject: `${owner.workspace.name} te envió la cotización ${proposal.code} «Rediseño de marca Ñuñoa»`,
    });
    // The brand: the logo (absolute, for mail clients), the colour on the button, Spanish, no script.
    expect(preview.html).toContain(`src="http://trato.test${LOGO}"`);
    expect(preview.html).toContain('background-color:#b45309');
    expect(preview.html).toContain('lang="es"');
    expect(preview.html).not.toMatch(/<script/i);
    // The facts a client looks for, in both parts.
    for (const part of [preview.html, preview.text]) {
      expect(part).toContain(proposal.code);
      expect(part).toContain('15 de enero de 2027');
      expect(part).toContain('Mensaje de Ana Pérez');
    }
    // Her words are text: the tag she typed is shown, never interpreted.
    expect(preview.html).toContain('te dejo la propuesta &lt;b&gt;que conversamos&lt;/b&gt;.');
    expect(preview.text).toContain('  te dejo la propuesta <b>que conversamos</b>.');
    // A preview queues nothing and leaves the draft a draft.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, company.contact.email))).toHaveLength(0);
    expect((await t.db.select().from(projects).where(eq(projects.id, proposal.id)))[0]!.status).toBe('DRAFT');

    expect((await post(owner.headers, `/api/v1/proposals/${proposal.id}/send`, body)).statusCode).toBe(200);
    const email = await mail.lastTo(company.contact.email);
    expect(email.from).toBe(`Ana Pérez · ${owner.workspace.name} <no-reply@trato.test>`);
    expect(email.headers['reply-to']).toBe(owner.user.email);
    expect(email.subject).toBe(preview.subject);
    expect(crlf(email.text)).toBe(crlf(preview.text));
    expect(email.html).toContain(`src="http://trato.test${LOGO}"`);
    expect(email.html).toContain('te dejo la propuesta &lt;b&gt;que conversamos&lt;/b&gt;.');
  });

  it('a team member sends as herself; the footer carries the legal identity once settings «Cobros» has it', async () => {
    const { owner, company, proposal } = await branded();
    await t.db.insert(collectionSettings).values({ workspaceId: owner.workspace.id, legalName: 'Estudio Sur SpA', taxCountry: 'CL', taxId: '761234567', address: 'Av. Italia 1234, Santiago', contactEmail: 'hola@estudiosur.cl' });
    const member = await createMember(t.db, owner.workspace.id, 'member', { name: 'Pedro Álvarez' });
    const res = await post(member.headers, `/api/v1/proposals/${proposal.id}/send/preview`, { email: 'Gerencia@Panaderia.CL' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ to: 'gerencia@panaderia.cl', from_name: `Pedro Álvarez · ${owner.workspace.name}`, reply_to: member.user.email });
    // Not the contact: no name to greet; no note: no note block.
    expect(preview.text).toContain('Hola,');
    expect(preview.text).not.toContain('Mensaje de');
    expect(preview.text).toContain('Estudio Sur SpA · RUT 761234567 · Av. Italia 1234, Santiago');
    expect(preview.html).toContain('Estudio Sur SpA · RUT 761234567');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, company.contact.email))).toHaveLength(0);
  });

  it('422 in Spanish for the body the send refuses; with no address yet the preview still shows, to nobody', async () => {
    const { owner, proposal } = await branded();
    const url = `/api/v1/proposals/${proposal.id}/send/preview`;
    expectError(await post(owner.headers, url, { email: 'no-es-un-correo' }), 422, 'VALIDATION_ERROR', { field: 'email', message: M.emailInvalid });
    expectError(await post(owner.headers, url, { message: 'x'.repeat(2001) }), 422, 'VALIDATION_ERROR', { field: 'message', message: M.messageTooLong });
    expectError(await post(owner.headers, '/api/v1/proposals/no-es-un-id/send/preview'), 422, 'VALIDATION_ERROR');

    const line = await addLine(t, owner.workspace.id, 'Otra');
    const [bare] = await t.db.insert(companies).values({ workspaceId: owner.workspace.id, name: 'Sin Contacto Ltda.' }).returning();
    const lonely = await readyProposal(t, owner, { lineId: line.id, companyId: bare!.id });
    const res = await post(owner.headers, `/api/v1/proposals/${lonely.id}/send/preview`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.to).toBeNull();
  });

  it('409 like the send for an unfinished or an accepted proposal', async () => {
    const owner = await createOwner(t.db);
    const line = await addLine(t, owner.workspace.id);
    const company = await addCompany(t, owner.workspace.id);
    const init = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, finish: false });
    expectError(await post(owner.headers, `/api/v1/proposals/${init.id}/send/preview`), 409, 'CONFLICT', { message: M.notFinished });
    const accepted = await readyProposal(t, owner, { lineId: line.id, companyId: company.id });
    await t.db.update(projects).set({ status: 'ACCEPTED', acceptedAt: new Date() }).where(eq(projects.id, accepted.id));
    expectError(await post(owner.headers, `/api/v1/proposals/${accepted.id}/send/preview`), 409, 'CONFLICT', { message: M.accepted });
  });

  it("401 without a session; 404 for another workspace's proposal, nothing of it in the answer", async () => {
    const { a, b } = await twoWorkspaces(t.db);
    const line = await addLine(t, a.workspace.id);
    const company = await addCompany(t, a.workspace.id);
    const proposal = await readyProposal(t, a, { lineId: line.id, companyId: company.id, name: 'Secreto de A' });
    expectError(await post({}, `/api/v1/proposals/${proposal.id}/send/preview`), 401, 'UNAUTHENTICATED');
    const res = await post(b.headers, `/api/v1/proposals/${proposal.id}/send/preview`, { message: 'hola' });
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, ['Secreto de A', company.contact.email, proposal.slug, a.workspace.name])).toBe(true);
  });
});
