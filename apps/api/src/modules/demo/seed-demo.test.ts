import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_STREAM_PATH, STAFF_STREAM_PATH } from '@trato/domain/realtime/sse';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createMember, tokenFor } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { useMailSink } from '../../../test/mail.ts';
import { loadConfig } from '../../config.ts';
import { comments, customers, emailOutbox, lines, projects, signatures, subscriptions, uploads, users, workspaces } from '../../db/schema/index.ts';
import { buildEvidence } from '../audit/evidence.ts';
import { DEMO_KEPT, enqueueEmail } from '../email/outbox.ts';
import { customerLoginLink, resetPassword, verifyEmail } from '../email/templates.ts';
import { TRATO_BRAND } from '../email/email-draft.ts';
import { pdfImageCounts, pdfPages } from '../proposals/proposal-pdf.test-helpers.ts';
import { customerSession } from '../projects/projects.fixtures.ts';
import { openStream, quietPeriod } from '../realtime/realtime.fixtures.ts';
import { renderSignedProposalPdf } from '../signatures/signed-pdf.ts';
import { sign } from '../signatures/signatures.fixtures.ts';
import { DEMO_MAIL_DOMAIN } from './demo-account.ts';
import { DEMO_EMAIL, resetDemoWorkspace, seedDemoWorkspace } from './seed-demo.ts';
import { demoDeps } from './seed-demo.fixtures.ts';
import { DEMO_SIGNED_PROPOSAL } from './seed-demo-proposals.ts';
import { DEMO_SIGNING } from './seed-demo-signature.ts';

const t = useTestApp();
const mail = useMailSink(t);

/** Seeds the demo (once per file) and returns its login, owner and workspace. */
async function demo() {
  const login = await seedDemoWorkspace(t.db, t.dataDir, demoDeps(t));
  const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  return { login, user: user!, workspaceId: user!.currentWorkspaceId!, headers: { authorization: `Bearer ${await tokenFor(t.db, user!.id)}` } };
}

const signedProposal = async (workspaceId: string) =>
  (await t.db.select().from(projects).where(and(eq(projects.workspaceId, workspaceId), eq(projects.type, 'proposal'), eq(projects.name, DEMO_SIGNED_PROPOSAL.name))))[0]!;

describe('the demo workspace', () => {
  it('its accepted proposal is really signed: image, frozen snapshot, a verifying audit chain, the certificate page in its PDF', async () => {
    const { workspaceId, headers } = await demo();
    const proposal = await signedProposal(workspaceId);
    expect(proposal.status).toBe('ACCEPTED');
    const [signature] = await t.db.select().from(signatures).where(eq(signatures.projectId, proposal.id));
    expect(signature).toMatchObject({ signerName: 'Marta Núñez', signerEmail: `marta.nunez@${DEMO_MAIL_DOMAIN}`, mode: 'draw', ip: DEMO_SIGNING.ip });
    expect(proposal.acceptedAt).toEqual(signature!.signedAt);
    // The image is a stored PNG whose hash the row keeps.
    const image = fs.readFileSync(path.join(t.dataDir, 'uploads', signature!.imageKey));
    expect(image.subarray(1, 4).toString()).toBe('PNG');

    // The existing evidence verifier: every link of the chain and the snapshot hash recomputed.
    const evidence = await buildEvidence(t.db, workspaceId, proposal.id);
    expect(evidence).toMatchObject({ chain_valid: true, broken_at: null, signature: { snapshot_valid: true, signer_name: 'Marta Núñez' } });
    expect(evidence.events.map((e) => e.type)).toEqual(['created', 'sent', 'viewed', 'viewed', 'signed']);
    const times = evidence.events.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The same through the staff API.
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/proposals/${proposal.id}/evidence`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.chain_valid).toBe(true);

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, APP_URL: 'http://trato.test', LOG_LEVEL: 'silent' });
    const pdf = await renderSignedProposalPdf({ database: t.database, storage: demoDeps(t).storage, config }, proposal.id);
    const pages = await pdfPages(pdf!);
    const at = pages.findIndex((p) => p.includes('Certificado de firma electrónica'));
    expect(at).toBeGreaterThan(0);
    const certificate = pages.slice(at).join('\n');
    expect(certificate).toContain('Marta Núñez');
    expect(certificate).toContain(signature!.snapshotSha256);
    expect(certificate).toContain(DEMO_SIGNING.ip);
    expect(certificate).toMatch(/5 Firmada \d\d \S+ \d{4} - \d\d:\d\d:\d\d \d{4}-\d\d-\d\d/);
    expect((await pdfImageCounts(pdf!))[at]).toBeGreaterThanOrEqual(1);
  });

  it('every proposal’s audit chain verifies; the open one shows visits and a question answered, and the bell has them', async () => {
    const { workspaceId, headers } = await demo();
    const all = await t.db.select().from(projects).where(and(eq(projects.workspaceId, workspaceId), eq(projects.type, 'proposal')));
    for (const p of all) expect((await buildEvidence(t.db, workspaceId, p.id)).chain_valid, p.name).toBe(true);
    const open = all.find((p) => p.name === 'Sitio web corporativo para Constructora Los Andes')!;
    expect((await buildEvidence(t.db, workspaceId, open.id)).events.map((e) => e.type)).toEqual(['created', 'sent', 'viewed', 'viewed', 'commented', 'commented', 'viewed']);
    const thread = await t.app.inject({ method: 'GET', url: `/api/v1/comments?type=proposal&proposalId=${open.id}`, headers });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(JSON.stringify(thread.json().data)).toContain('José Pérez');
    const bell = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
    const titles = (bell.json().data as { notification: { title: string } }[]).map((n) => n.notification.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Marta Núñez firmó la cotización «Identidad visual para Panadería Ñuñoa»',
        'Tu cotización Sitio web corporativo para Constructora Los Andes fue vista por primera vez',
        'José Pérez comentó la cotización Sitio web corporativo para Constructora Los Andes',
        'El cliente rechazó la cotización Campaña de vendimia para Viña Valle Central',
      ]),
    );
  });

  it('signing one of its proposals over HTTP is still refused with DEMO_WORKSPACE', async () => {
    const { workspaceId } = await demo();
    const [open] = await t.db.select().from(projects).where(and(eq(projects.workspaceId, workspaceId), eq(projects.status, 'SENT')));
    expectError(await sign(t, { signableId: open!.slug }), 403, 'DEMO_WORKSPACE');
  });

  it('its clients and contacts use addresses on the reserved example.com domain', async () => {
    const { workspaceId } = await demo();
    const rows = await t.db.select({ email: customers.email }).from(customers).where(eq(customers.workspaceId, workspaceId));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const r of rows) expect(r.email.endsWith(`@${DEMO_MAIL_DOMAIN}`), r.email).toBe(true);
  });

  it('no email it queues reaches the SMTP server, while everyone else’s do', async () => {
    const { workspaceId } = await demo();
    // Not tied to a workspace, but to its customer or its owner: kept as well.
    await enqueueEmail(t.db, `jose.perez@${DEMO_MAIL_DOMAIN}`, await customerLoginLink({ recipient: 'José Pérez', organization: 'Estudio Demo', url: 'http://trato.test/c/login?x=1' }, { brand: TRATO_BRAND, sender: { name: 'Estudio Demo', replyTo: null } }));
    await enqueueEmail(t.db, DEMO_EMAIL, await resetPassword('Demo Trato', 'http://trato.test/auth/reset?token=x'));
    await enqueueEmail(t.db, 'ana.real@ejemplo.test', await verifyEmail('Ana', 'http://trato.test/register/verify?token=y'));

    const delivered = await mail.deliver('ana.real@ejemplo.test');
    expect(delivered).toHaveLength(1);
    const all = mail.sink.messages.flatMap((m) => [...m.envelopeTo, m.to]).join(' ');
    expect(all).not.toContain(DEMO_MAIL_DOMAIN);
    expect(all).not.toContain(DEMO_EMAIL);

    const demoRows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.workspaceId, workspaceId));
    // The signature queued the signed copy to the signer and a notice to the staff.
    expect(demoRows.length).toBeGreaterThanOrEqual(2);
    const kept = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.to, [`jose.perez@${DEMO_MAIL_DOMAIN}`, DEMO_EMAIL, `marta.nunez@${DEMO_MAIL_DOMAIN}`]));
    for (const row of kept) expect(row, row.to).toMatchObject({ status: 'kept', lastError: DEMO_KEPT, sentAt: null });
  });

  it('reset puts back the seed after a visitor’s edits, keeps the login, removes the old files, and a second run gives the same', async () => {
    const { login, user, workspaceId, headers } = await demo();
    const snapshot = async () => {
      const rows = await t.db.select({ name: projects.name, type: projects.type, status: projects.status }).from(projects).where(eq(projects.workspaceId, workspaceId));
      const lineRows = await t.db.select({ name: lines.name }).from(lines).where(eq(lines.workspaceId, workspaceId));
      const fileRows = await t.db.select({ name: uploads.originalName }).from(uploads).where(eq(uploads.workspaceId, workspaceId));
      return {
        projects: rows.map((r) => `${r.type}:${r.status}:${r.name}`).sort(),
        lines: lineRows.map((l) => l.name).sort(),
        files: fileRows.map((f) => f.name).sort(),
        comments: (await t.db.select({ id: comments.id }).from(comments).where(eq(comments.workspaceId, workspaceId))).length,
      };
    };
    const seeded = await snapshot();
    const oldFiles = await t.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.workspaceId, workspaceId));
    expect(oldFiles.length).toBeGreaterThan(0);

    // A visitor renames the workspace, deletes a line, adds a proposal, changes the password.
    await t.db.update(workspaces).set({ name: 'Mi agencia' }).where(eq(workspaces.id, workspaceId));
    const [line] = await t.db.select().from(lines).where(eq(lines.workspaceId, workspaceId));
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/proposals', headers, payload: { line_id: line!.id } });
    expect(created.statusCode, created.body).toBeLessThan(300);
    await t.db.delete(lines).where(and(eq(lines.workspaceId, workspaceId), eq(lines.name, 'Marketing digital')));
    await t.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, user.id));
    await t.db.update(subscriptions).set({ planId: 'free' }).where(eq(subscriptions.workspaceId, workspaceId));
    expect(await snapshot()).not.toEqual(seeded);

    const first = await resetDemoWorkspace(t.db, t.dataDir, demoDeps(t));
    expect(first?.workspaceId).toBe(workspaceId);
    expect(await snapshot()).toEqual(seeded);
    const [ws] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    expect(ws).toMatchObject({ name: 'Estudio Demo', isDemo: true });
    for (const f of oldFiles) expect(fs.existsSync(path.join(t.dataDir, 'uploads', f.key)), f.key).toBe(false);
    // The new seed is signed again and verifies.
    expect(await buildEvidence(t.db, workspaceId, (await signedProposal(workspaceId)).id)).toMatchObject({ chain_valid: true, signature: { snapshot_valid: true } });

    // The printed login still opens it, and its session shows the sample data.
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: login.email, password: login.password } });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token.access_token as string;
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/proposals', headers: { authorization: `Bearer ${token}` } });
    expect(list.json().data).toHaveLength(6);
    // A visitor never meets a plan limit in the demo, even after an operator changed its plan.
    const billing = await t.app.inject({ method: 'GET', url: '/api/v1/billing', headers: { authorization: `Bearer ${token}` } });
    expect(billing.json().data.plan).toMatchObject({ id: 'unlimited', limits: { active_proposals: null, active_portals: null } });

    // Idempotent: a second reset gives the same seed, with one set of files.
    await resetDemoWorkspace(t.db, t.dataDir, demoDeps(t));
    expect(await snapshot()).toEqual(seeded);
    const keys = await t.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.workspaceId, workspaceId));
    // The portal's files and the transfer proof (issue 31), each folder holding only what rows name.
    const onDisk = ['project_files', 'transfer_proofs'].flatMap((dir) => fs.readdirSync(path.join(t.dataDir, 'uploads', dir)).map((f) => `${dir}/${f}`));
    expect(onDisk.sort()).toEqual(keys.map((k) => k.key).sort());
  });

  // Issue 29 §4: the sessions a reset takes away lose their notification streams at commit, not at
  // the next heartbeat (the app here has none to speak of; the test's timeout is what a stream left
  // open runs into).
  it('reset ends at once the streams of the members it removes and of the customers it deletes; the owner keeps theirs', { timeout: 60_000 }, async () => {
    const { workspaceId, headers } = await demo();
    const app = await buildTestApp(t.database, t.dataDir, {}, { realtime: { heartbeatMs: 60 * 60 * 1000 } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const member = await createMember(t.db, workspaceId, 'member');
      const [client] = await t.db.select().from(customers).where(eq(customers.workspaceId, workspaceId)).limit(1);
      const memberStream = await openStream(url, `/api${STAFF_STREAM_PATH}`, member.headers);
      const clientStream = await openStream(url, `/api${CUSTOMER_STREAM_PATH}`, await customerSession(t, { id: client!.id, workspaceId }));
      const ownerStream = await openStream(url, `/api${STAFF_STREAM_PATH}`, headers);
      expect([memberStream.status, clientStream.status, ownerStream.status]).toEqual([200, 200, 200]);

      await resetDemoWorkspace(t.db, t.dataDir, demoDeps(t));
      await memberStream.ended;
      await clientStream.ended;
      let ownerEnded = false;
      void ownerStream.ended.then(() => (ownerEnded = true));
      await quietPeriod();
      expect(ownerEnded).toBe(false);
      ownerStream.close();
    } finally {
      await app.close();
    }
  });
});
