import { formatMoney } from '@trato/domain/money-format';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { termsText } from '@trato/domain/proposals/terms';
import { useTestApp } from '../../../test/app.ts';
import { expectError, PDF_BYTES, pngOfSize } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { auditEvents, customerLoginLinks, customers, emailOutbox, notifications, payments, projectCustomers, projects, projectServices, signatures } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { canonicalJson } from '../audit/canonical-json.ts';
import { CUSTOMER_AUTH_MESSAGES } from '../customer-auth/messages.ts';
import { api, INSTALLMENTS, readyProposal, SERVICES, SERVICES_TOTAL } from '../proposals/proposals.fixtures.ts';
import { PUBLIC_MESSAGES } from '../public-proposals/messages.ts';
import { SIGNATURE_MESSAGES as M } from './messages.ts';
import { customerApi, magicTokenOf, sign, signableProposal, signOk, SIGNER } from './signatures.fixtures.ts';

const t = useTestApp();
const mail = useMailSink(t);

const signatureRows = (projectId: string) => t.db.select().from(signatures).where(eq(signatures.projectId, projectId));
const projectsFrom = (proposalId: string) => t.db.select().from(projects).where(eq(projects.proposalId, proposalId));
const storedSignatureFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'signatures');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /v1/signatures', () => {
  it('signs: ACCEPTED, the snapshot and its hash, a project with the services and plan, portals for the signer and the contact, emails and a magic link usable once', async () => {
    const { owner, company, proposal } = await signableProposal(t);
    const before = storedSignatureFiles().length;
    const data = await signOk(t, proposal.slug, { ip: '203.0.113.50' });

    expect(data.signature).toMatchObject({ signer_name: SIGNER.name, signer_email: SIGNER.email, snapshot_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(data.proposal).toMatchObject({ id: proposal.id, status: 'ACCEPTED', can_sign: false, can_decline: false });
    expect(data.proposal.accepted_at).toBe(data.signature.signed_at);
    expect(data.magic_link).toMatch(new RegExp(`^http://trato.test/p/${proposal.slug}/accepted\\?magic_link=[A-Za-z0-9_-]{43}$`));

    // The proposal and its signature, with the snapshot hash being the SHA-256 of the stored snapshot.
    const [row] = await t.db.select().from(projects).where(eq(projects.id, proposal.id));
    expect(row).toMatchObject({ status: 'ACCEPTED' });
    expect(row!.acceptedAt?.toISOString()).toBe(data.signature.signed_at);
    const [sig] = await signatureRows(proposal.id);
    expect(sig).toMatchObject({ signerName: SIGNER.name, signerEmail: SIGNER.email, mode: 'draw', ip: '203.0.113.50', userAgent: expect.stringContaining('iPhone') });
    expect(sig!.snapshotSha256).toBe(data.signature.snapshot_sha256);
    expect(sha256(canonicalJson(sig!.snapshot))).toBe(sig!.snapshotSha256);
    const snapshot = sig!.snapshot as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(snapshot.proposal.name).toBe('Rediseño de marca Ñuñoa');
    expect(snapshot.totals.total).toBe(SERVICES_TOTAL);
    expect(snapshot.services.map((s: { name: string }) => s.name)).toEqual(['Logo', 'Horas de diseño', 'Sitio web']);
    expect(snapshot.payments.payments.map((p: { amount: string }) => p.amount)).toEqual(INSTALLMENTS.payments.map((p) => p.amount));
    expect(snapshot.content.blocks[0].data.text).toBe('Alcance acordado');
    expect(snapshot.terms).toMatchObject({ url: '/terminos', version: expect.any(String), text: termsText() });
    expect(storedSignatureFiles().length).toBe(before + 1);
    expect(fs.readFileSync(path.join(t.dataDir, 'uploads', sig!.imageKey)).length).toBeGreaterThan(0);

    // The project: linked to the proposal, services and payments copied.
    const [project] = await projectsFrom(proposal.id);
    expect(project).toMatchObject({ id: data.project_id, type: 'project', status: 'active', name: 'Rediseño de marca Ñuñoa', companyId: company.id, currencyCode: 'CLP' });
    expect(project!.slug).not.toBe(proposal.slug);
    const services = await t.db.select().from(projectServices).where(eq(projectServices.projectId, project!.id));
    expect(services.map((s) => s.name).sort()).toEqual(['Horas de diseño', 'Logo', 'Sitio web']);
    const plan = await t.db.select().from(payments).where(eq(payments.projectId, project!.id));
    expect(plan.map((p) => [p.key, p.amount]).sort()).toEqual(INSTALLMENTS.payments.map((p) => [p.key, p.amount]).sort());

    // The signer's own account (a new contact of the company, made from the email typed) and the
    // company's contact got the portal; the audit log has `signed`.
    const [signerAccount] = await t.db.select().from(customers).where(and(eq(customers.workspaceId, owner.workspace.id), eq(customers.email, SIGNER.email)));
    expect(signerAccount).toMatchObject({ name: SIGNER.name, companyId: company.id, isContact: false, emailVerifiedAt: null });
    const access = await t.db.select().from(projectCustomers).where(eq(projectCustomers.projectId, project!.id));
    expect(access.map((a) => a.customerId).sort()).toEqual([company.contact.id, signerAccount!.id].sort());
    const signed = await t.db.select().from(auditEvents).where(and(eq(auditEvents.projectId, proposal.id), eq(auditEvents.type, 'signed')));
    expect(signed[0]).toMatchObject({ ip: '203.0.113.50', data: { signer_name: SIGNER.name, signer_email: SIGNER.email, snapshot_sha256: sig!.snapshotSha256, mode: 'draw' } });

    // Staff: a bell notification and an email.
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(bell).toEqual([expect.objectContaining({ type: 'proposal.signed', url: `/proposals/${proposal.id}`, title: `${SIGNER.name} firmó la cotización «Rediseño de marca Ñuñoa»` })]);
    const staffMail = await mail.lastTo(owner.user.email);
    expect(staffMail.subject).toBe(`${SIGNER.name} firmó la cotización ${proposal.code} «Rediseño de marca Ñuñoa»`);

    // Client: the signer gets the signed copy and a portal link of their own; the contact an invitation
    // with hers. Neither is the link in the answer.
    const pdfLink = `http://trato.test/api/v1/proposal/${proposal.slug}/pdf`;
    const signerMail = await mail.lastTo(SIGNER.email);
    expect(signerMail.subject).toBe(`Copia firmada de la cotización ${proposal.code} «Rediseño de marca Ñuñoa»`);
    expect(signerMail.text).toContain(pdfLink);
    // From the provider, answered by its owner, naming the amount of the signed snapshot (decision 0082).
    const agreed = sig!.snapshot as { totals: { total: string }; currency: string };
    const nbsp = (v: string) => v.replace(/\u00a0/g, ' ');
    expect(nbsp(signerMail.text)).toContain(nbsp(`Total: ${formatMoney(agreed.totals.total, agreed.currency)}`));
    expect(signerMail.from).toBe(`${owner.workspace.name} <no-reply@trato.test>`);
    expect(signerMail.headers['reply-to']).toBe(owner.user.email);
    const signerToken = linkIn(signerMail, `/p/${proposal.slug}/accepted`).searchParams.get('magic_link')!;
    const contactMail = await mail.lastTo(company.contact.email);
    expect(contactMail.subject).toBe(`Cotización ${proposal.code} «Rediseño de marca Ñuñoa» firmada: tu acceso al portal`);
    expect(contactMail.text).toContain(pdfLink);
    expect(contactMail.text).toContain(`${SIGNER.name} firmó la cotización ${proposal.code} «Rediseño de marca Ñuñoa»`);
    const contactToken = linkIn(contactMail, `/p/${proposal.slug}/accepted`).searchParams.get('magic_link')!;
    const token = magicTokenOf(data.magic_link);
    expect(new Set([token, signerToken, contactToken]).size).toBe(3);
    // Only the hash of each link is stored: the signer's emailed and handed-out ones, the contact's emailed one.
    const links = await t.db.select().from(customerLoginLinks).where(eq(customerLoginLinks.projectId, project!.id));
    expect(links.map((l) => [l.customerId, l.kind, l.tokenHash]).sort()).toEqual(
      [
        [signerAccount!.id, 'email', sha256(signerToken)],
        [signerAccount!.id, 'signing', sha256(token)],
        [company.contact.id, 'email', sha256(contactToken)],
      ].sort(),
    );
    for (const l of links) {
      expect(l.usedAt).toBeNull();
      expect(l.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(l.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    }

    // The answer's link signs the signer in once, onto this project.
    const c = customerApi(t);
    const first = await c.loginLink(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, handler: 'redirect_dashboard', user: { id: signerAccount!.id, email: SIGNER.email }, redirectUrl: `/c/project/${project!.id}` });
    const me = await c.current(first.json().token.access_token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({ user: { id: signerAccount!.id, name: 'Marta Núñez', email: SIGNER.email }, projects: [{ id: project!.id, name: 'Rediseño de marca Ñuñoa' }] });
    expectError(await c.loginLink(token), 401, 'UNAUTHENTICATED', { message: CUSTOMER_AUTH_MESSAGES.linkInvalid });
  });

  it('a company without a contact gets its contact made from the signer; signing again with the email unproven: another link scoped to the new project', async () => {
    const { company, proposal, owner, line } = await signableProposal(t);
    await t.db.delete(customers).where(eq(customers.id, company.contact.id));
    const first = await signOk(t, proposal.slug);
    const [made] = await t.db.select().from(customers).where(and(eq(customers.workspaceId, owner.workspace.id), eq(customers.email, SIGNER.email)));
    expect(made).toMatchObject({ name: SIGNER.name, companyId: company.id, isContact: true });
    expect((await t.db.select().from(projectCustomers).where(eq(projectCustomers.projectId, first.project_id))).map((a) => a.customerId)).toEqual([made!.id]);
    expect(first.magic_link).not.toBeNull();
    expect((await mail.deliver(SIGNER.email)).filter((m) => m.text.includes(proposal.slug)).map((m) => m.subject)).toEqual([`Copia firmada de la cotización ${proposal.code} «Rediseño de marca Ñuñoa»`]);

    // A second proposal for the same company: the same customer, still unproven.
    const second = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Segunda etapa', extra: { services: SERVICES } });
    const again = await signOk(t, second.slug);
    expect((await t.db.select().from(projectCustomers).where(eq(projectCustomers.projectId, again.project_id))).map((a) => a.customerId)).toEqual([made!.id]);
    const scoped = await customerApi(t).loginLink(magicTokenOf(again.magic_link));
    expect((await customerApi(t).current(scoped.json().token.access_token)).json().projects).toEqual([{ id: again.project_id, name: 'Segunda etapa' }]);
    const email = await mail.lastTo(SIGNER.email);
    expect(email.subject).toBe(`Copia firmada de la cotización ${second.code} «Segunda etapa»`);
    expect(linkIn(email, `/p/${second.slug}/accepted`).searchParams.get('magic_link')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('two concurrent signatures: exactly one 201, one 409 ALREADY_SIGNED, one signature and one project', async () => {
    const { proposal } = await signableProposal(t);
    const results = await Promise.all([sign(t, { signableId: proposal.slug }), sign(t, { signableId: proposal.id, signer_name: 'Otra Persona', signer_email: 'otra@panaderia.cl' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectError(results.find((r) => r.statusCode === 409)!, 409, 'ALREADY_SIGNED', { message: M.alreadySigned });
    expect(await signatureRows(proposal.id)).toHaveLength(1);
    expect(await projectsFrom(proposal.id)).toHaveLength(1);
    // A later signature changes nothing either.
    expectError(await sign(t, { signableId: proposal.slug }), 409, 'ALREADY_SIGNED');
    expect(await signatureRows(proposal.id)).toHaveLength(1);
  });

  it('Idempotency-Key: the same key replays the first answer (201, without the magic link); another key or none → 409', async () => {
    const { proposal } = await signableProposal(t);
    const first = await signOk(t, proposal.slug, { idempotencyKey: 'firma-3f1c2a9e' });
    const replay = await sign(t, { signableId: proposal.slug }, { idempotencyKey: 'firma-3f1c2a9e' });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json().data).toEqual({ ...first, magic_link: null });
    expectError(await sign(t, { signableId: proposal.slug }, { idempotencyKey: 'otra-clave-0001' }), 409, 'ALREADY_SIGNED');
    expectError(await sign(t, { signableId: proposal.slug }), 409, 'ALREADY_SIGNED');
    expect(await signatureRows(proposal.id)).toHaveLength(1);
    expect(await projectsFrom(proposal.id)).toHaveLength(1);
  });

  it('refuses expired (after the end of valid_until_at, UTC), demo and not-open proposals, and unknown links; nothing is stored', async () => {
    const files = storedSignatureFiles().length;
    const { proposal: expired } = await signableProposal(t);
    await t.db.execute(sql`update projects set valid_until_at = date_trunc('day', now() at time zone 'utc') at time zone 'utc' - interval '1 day' where id = ${expired.id}`);
    expectError(await sign(t, { signableId: expired.slug }), 409, 'PROPOSAL_EXPIRED', { message: PUBLIC_MESSAGES.expired });

    const { owner, proposal: declined } = await signableProposal(t);
    const status = await api(t).post(owner.headers, `/api/v1/proposals/${declined.id}/status`, { status: 'DECLINED' });
    expect(status.statusCode, status.body).toBe(200);
    expectError(await sign(t, { signableId: declined.slug }), 409, 'PROPOSAL_NOT_OPEN', { message: PUBLIC_MESSAGES.notOpen });

    const { proposal: demo } = await signableProposal(t, { isDemo: true });
    expectError(await sign(t, { signableId: demo.slug }), 403, 'DEMO_WORKSPACE', { message: PUBLIC_MESSAGES.demo });

    expectError(await sign(t, { signableId: 'no-existe-este-enlace-xyz' }), 404, 'NOT_FOUND');
    for (const p of [expired, declined, demo]) {
      expect(await signatureRows(p.id)).toHaveLength(0);
      expect(await projectsFrom(p.id)).toHaveLength(0);
    }
    const [row] = await t.db.select().from(projects).where(eq(projects.id, expired.id));
    expect(row!.status).toBe('DRAFT');
    expect(storedSignatureFiles().length).toBe(files);

    // Valid through the whole of its last day.
    await t.db.execute(sql`update projects set valid_until_at = date_trunc('day', now() at time zone 'utc') at time zone 'utc' where id = ${expired.id}`);
    await signOk(t, expired.slug);
  });

  it('422 in Spanish for each missing or invalid field, checked before anything is stored', async () => {
    const { proposal } = await signableProposal(t);
    const id = proposal.slug as string;
    expectError(await sign(t, { signableId: id, signature: null }), 422, 'VALIDATION_ERROR', { field: 'signature', message: M.signatureMissing });
    expectError(await sign(t, { signableId: id, terms_accepted: 'false' }), 422, 'VALIDATION_ERROR', { field: 'terms_accepted', message: M.termsRequired });
    expectError(await sign(t, { signableId: id, signer_email: 'marta@' }), 422, 'VALIDATION_ERROR', { field: 'signer_email', message: M.emailInvalid });
    expectError(await sign(t, { signableId: id, signer_name: '   ' }), 422, 'VALIDATION_ERROR', { field: 'signer_name', message: M.nameRequired });
    expectError(await sign(t, { signableId: id, signer_name: 'a'.repeat(121) }), 422, 'VALIDATION_ERROR', { field: 'signer_name', message: M.nameTooLong });
    expectError(await sign(t, { signableId: id, mode: 'stamp' }), 422, 'VALIDATION_ERROR', { field: 'mode', message: M.modeInvalid });
    expectError(await sign(t, { signableId: id, signableType: 'project' }), 422, 'VALIDATION_ERROR', { field: 'signableType', message: M.signableType });
    // The file is judged by its bytes: a PDF named .png is refused, and so is a PNG over 2 MB.
    const pdf = { filename: 'firma.png', bytes: PDF_BYTES, type: 'image/png' };
    expectError(await sign(t, { signableId: id, signature: pdf }), 422, 'VALIDATION_ERROR', { field: 'signature', message: M.signatureType });
    const big = { filename: 'firma.png', bytes: pngOfSize(2 * 1024 * 1024 + 1), type: 'image/png' };
    expectError(await sign(t, { signableId: id, signature: big }), 422, 'VALIDATION_ERROR', { field: 'signature', message: M.signatureTooLarge });
    expect(await signatureRows(proposal.id)).toHaveLength(0);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, proposal.id));
    expect(row!.status).toBe('DRAFT');
  });

  it('limits signing attempts per IP (20 per 10 minutes → 429)', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 20; i++) expect((await sign(t, { signableId: 'no-existe-este-enlace-xyz' }, { ip })).statusCode).toBe(404);
    expectError(await sign(t, { signableId: 'no-existe-este-enlace-xyz' }, { ip }), 429, 'TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await sign(t, { signableId: 'no-existe-este-enlace-xyz' }, { ip: '192.0.2.100' })).statusCode).toBe(404);
  });

  it('after signing, the content, services and payments are locked (409 PROPOSAL_LOCKED)', async () => {
    const { owner, proposal } = await signableProposal(t);
    await signOk(t, proposal.slug);
    const put = (body: object) => api(t).put(owner.headers, `/api/v1/proposals/${proposal.id}`, body);
    expectError(await put({ content: { time: 2, version: '2.31.0', blocks: [] } }), 409, 'PROPOSAL_LOCKED');
    expectError(await put({ services: [{ name: 'Otro', type: 'simple', total: '1' }] }), 409, 'PROPOSAL_LOCKED');
    expectError(await put({ payments: { type: null, plan: 'singlePayment', payments: [] } }), 409, 'PROPOSAL_LOCKED');
    const services = await t.db.select().from(projectServices).where(eq(projectServices.projectId, proposal.id));
    expect(services).toHaveLength(3);
  });

  it('a failure between steps (the project insert) leaves nothing: no signature, status unchanged, no image, no link, no email', async () => {
    const { proposal } = await signableProposal(t);
    const files = storedSignatureFiles().length;
    const outboxBefore = (await t.db.select().from(emailOutbox)).length;
    // A real failure inside the transaction, after the signature row, the status and the audit event were written.
    await t.database.asOwner(`create function h8_fail_project() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`);
    await t.database.asOwner(`create trigger h8_fail_project before insert on projects for each row when (new.type = 'project') execute function h8_fail_project()`);
    try {
      const res = await sign(t, { signableId: proposal.slug });
      expect(res.statusCode, res.body).toBe(500);
    } finally {
      await t.database.asOwner('drop trigger h8_fail_project on projects');
      await t.database.asOwner('drop function h8_fail_project()');
    }
    expect(await signatureRows(proposal.id)).toHaveLength(0);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, proposal.id));
    expect(row).toMatchObject({ status: 'DRAFT', acceptedAt: null });
    expect(await projectsFrom(proposal.id)).toHaveLength(0);
    expect((await t.db.select().from(auditEvents).where(eq(auditEvents.projectId, proposal.id))).map((e) => e.type)).toEqual(['created']);
    expect(storedSignatureFiles().length).toBe(files);
    expect((await t.db.select().from(emailOutbox)).length).toBe(outboxBefore);
    // And the same signature then goes through.
    await signOk(t, proposal.slug);
  });
});
