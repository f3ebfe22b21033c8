import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { customerLoginLinks } from '../../db/schema/index.ts';
import { addCompany, api, readyProposal, SERVICES, type Json } from '../proposals/proposals.fixtures.ts';
import { reminderRecipients } from '../reminders/reminder-recipients.ts';
import { customerApi, magicTokenOf, signableProposal, signOk, someIp, spend } from './signatures.fixtures.ts';

/**
 * Issue 29 §4 (decision 0061): a proposal signed with the email of a customer of ANOTHER company —
 * anyone holding a public link can type any address — must not land in that customer's portal, nor
 * hand the signer a session as her, until she shows up herself (her emailed link, her password, Google).
 */

const t = useTestApp();
const mail = useMailSink(t);
const c = customerApi(t);

const STRANGER = 'Persona Ajena';
const NEW_PASSWORD = 'tortuga-marina-azul-93';
/** A 256-bit token (base64url), standing alone: not part of a longer hash or slug. */
const TOKEN = /(?<![\w-])[\w-]{43}(?![\w-])/g;

/**
 * One workspace: company D, whose contact Marta signed D's proposal (her own portal), and company C
 * with a proposal open for signing, which a stranger will sign typing Marta's email.
 */
async function twoCompanies() {
  const s = await signableProposal(t);
  const victim = s.company.contact;
  const own = await signOk(t, s.proposal.slug, { signer: victim });
  const other = await addCompany(t, s.owner.workspace.id, 'Ferretería Los Andes');
  const foreign = await readyProposal(t, s.owner, { lineId: s.line.id, companyId: other.id, name: 'Bodega de Ferretería', extra: { services: SERVICES } });
  return { s, victim, own, other, foreign };
}

const portalIds = async (access: string): Promise<string[]> => {
  const res = await c.current(access);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().projects.map((p: Json) => p.id).sort();
};
const listed = async (access: string): Promise<string[]> => {
  const res = await api(t).get(bearer(access), '/api/v1/customer/projects');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().projects.map((p: Json) => p.id).sort();
};
const openPortal = (access: string, id: string) => api(t).get(bearer(access), `/api/v1/customer/projects/${id}`);
const publicPage = (slug: string, access: string) => api(t).get(bearer(access), `/api/v1/proposal/${slug}`);
const thread = (access: string, projectId: string) => api(t).get(bearer(access), `/api/v1/comments?type=project&proposalId=${projectId}`);
const notifications = async (access: string): Promise<Json[]> => (await api(t).get(bearer(access), '/api/v1/customer/notifications')).json().data;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/customer/login', payload: { email, password }, remoteAddress: someIp() });

/** The accepted-page link in the newest email to `to`, as a magic token. */
async function emailedToken(to: string, slug: string): Promise<string> {
  return linkIn(await mail.lastTo(to), `/p/${slug}/accepted`).searchParams.get('magic_link')!;
}

/**
 * The link of the newest «Tu enlace de acceso» e-mail to `to` (what /login-link/send mails), as a
 * magic token. Picked by its subject, not by being the last delivered: one outbox flush also sends
 * the invitation the signature queued, in no fixed order, and this link voids that one's.
 */
async function askedLinkToken(to: string, slug: string): Promise<string> {
  const sent = (await mail.deliver(to)).filter((m) => m.subject.startsWith('Tu enlace de acceso'));
  expect(sent.length, `no sign-in link emailed to ${to}`).toBeGreaterThan(0);
  return linkIn(sent.at(-1)!, `/p/${slug}/accepted`).searchParams.get('magic_link')!;
}

/** The answer to the stranger's signature carries no link, and no signing link of hers was stored for it. */
async function expectNoHandoff(res: Json, customerId: string) {
  expect(res.magic_link).toBeNull();
  expect(JSON.stringify(res).match(TOKEN) ?? []).toEqual([]);
  const links = await t.db
    .select()
    .from(customerLoginLinks)
    .where(and(eq(customerLoginLinks.customerId, customerId), eq(customerLoginLinks.projectId, res.project_id), eq(customerLoginLinks.kind, 'signing')));
  expect(links).toEqual([]);
}

describe("another company's proposal signed with a customer's email", () => {
  it('a customer who proved her email: the project stays out of her portal, page and bell until she opens the link it emailed her', async () => {
    const { s, victim, own, other, foreign } = await twoCompanies();
    const hers = await spend(t, await emailedToken(victim.email, s.proposal.slug)); // proves her email
    expect(await portalIds(hers.access)).toEqual([own.project_id]);

    const res = await signOk(t, foreign.slug, { signer: { name: STRANGER, email: victim.email } });
    await expectNoHandoff(res, victim.id);

    // Her portal is as it was: not listed, not openable, the proposal's page does not send her to it.
    expect(await portalIds(hers.access)).toEqual([own.project_id]);
    expect(await listed(hers.access)).toEqual([own.project_id]);
    expectError(await openPortal(hers.access, res.project_id), 404, 'NOT_FOUND');
    expectError(await api(t).get(bearer(hers.access), `/api/v1/customer/projects?project_id=${res.project_id}`), 404, 'NOT_FOUND');
    expect((await publicPage(foreign.slug, hers.access)).statusCode).toBe(200);
    expectError(await thread(hers.access, res.project_id), 404, 'NOT_FOUND');
    expectError(await api(t).get(bearer(hers.access), `/api/v1/customer/payments?project_id=${res.project_id}`), 404, 'NOT_FOUND');
    // Staff working on that portal ring nobody's bell but its own customers'.
    const stage = await api(t).post(s.owner.headers, `/api/v1/projects/${res.project_id}/stages`, { name: 'Levantamiento' });
    expect(stage.statusCode, stage.body).toBe(201);
    expect((await notifications(hers.access)).filter((n) => n.project_id === res.project_id)).toEqual([]);
    // Payment reminders go to the portal's own customers (C's contact, invited), not to her.
    const reminded = async () => (await reminderRecipients(t.db, s.owner.workspace.id, res.project_id)).map((r) => r.email);
    expect(await reminded()).toEqual([other.contact.email]);

    // The signed copy went to her inbox (the address typed) and says what its link does.
    const copy = await mail.lastTo(victim.email);
    expect(copy.subject).toContain('Bodega de Ferretería');
    expect(copy.text).toContain('Si no firmaste tú');
    // She opens it: that is her, and the project joins her portal.
    const claimed = await spend(t, await emailedToken(victim.email, foreign.slug));
    expect(claimed.body.user.id).toBe(victim.id);
    expect(claimed.body.redirectUrl).toBe(`/c/project/${res.project_id}`);
    expect(await portalIds(claimed.access)).toEqual([own.project_id, res.project_id].sort());
    expect((await openPortal(claimed.access, res.project_id)).statusCode).toBe(200);
    expect((await publicPage(foreign.slug, claimed.access)).statusCode).toBe(302);
    expect((await thread(claimed.access, res.project_id)).statusCode).toBe(200);
    expect((await reminded()).sort()).toEqual([other.contact.email, victim.email].sort());
  });

  it('a customer who never proved her email: the signer gets no session as her; her first proof ends every older session and brings the project in', async () => {
    const { s, victim, own, foreign } = await twoCompanies();
    // She signed her own proposal and holds the session its answer gave her: her proposal only.
    const hers = await spend(t, magicTokenOf(own.magic_link));

    const res = await signOk(t, foreign.slug, { signer: { name: STRANGER, email: victim.email } });
    await expectNoHandoff(res, victim.id);
    expect(await portalIds(hers.access)).toEqual([own.project_id]);
    expectError(await openPortal(hers.access, res.project_id), 404, 'NOT_FOUND');

    // Asking for a sign-in link with her email sends it to her inbox only; the answer is the usual one.
    const asked = await c.sendLink(victim.email, foreign.slug);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(JSON.stringify(asked.json()).match(TOKEN) ?? []).toEqual([]);

    // Her link (the newest in her inbox) proves the email: older sessions end, both portals are hers.
    const proven = await spend(t, await askedLinkToken(victim.email, foreign.slug));
    expect(proven.body.user.id).toBe(victim.id);
    expectError(await c.current(hers.access), 401, 'UNAUTHENTICATED');
    expect(await portalIds(proven.access)).toEqual([own.project_id, res.project_id].sort());
    expect((await publicPage(s.proposal.slug, proven.access)).statusCode).toBe(302);
  });

  it('a password sign-in is the owner too: it brings in what was held, and a session opened before it does not see it until then', async () => {
    const { s, victim, own, foreign } = await twoCompanies();
    const first = await spend(t, await emailedToken(victim.email, s.proposal.slug));
    const set = await api(t).put(bearer(first.access), '/api/v1/customer/password', { password: NEW_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);

    const res = await signOk(t, foreign.slug, { signer: { name: STRANGER, email: victim.email } });
    await expectNoHandoff(res, victim.id);
    expect(await portalIds(first.access)).toEqual([own.project_id]);

    const signedIn = await login(victim.email, NEW_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await portalIds(signedIn.json().token.access_token)).toEqual([own.project_id, res.project_id].sort());
    expect(await portalIds(first.access)).toEqual([own.project_id, res.project_id].sort());
  });

  it('the provider handing her the portal themselves releases it: the project moved to her company, its staff link opens it', async () => {
    const { s, victim, foreign } = await twoCompanies();
    const res = await signOk(t, foreign.slug, { signer: { name: STRANGER, email: victim.email } });
    await expectNoHandoff(res, victim.id);
    const moved = await api(t).put(s.owner.headers, `/api/v1/projects/${res.project_id}`, { company_id: s.company.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const link = await api(t).get(s.owner.headers, `/api/v1/projects/${res.project_id}/magic-link`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().data.customer.id).toBe(victim.id);
    const scoped = await spend(t, magicTokenOf(link.json().data.url));
    expect(await portalIds(scoped.access)).toEqual([res.project_id]);
    expect((await openPortal(scoped.access, res.project_id)).statusCode).toBe(200);
  });

  it("the company's own contact still gets the portal at once, and a stranger's made-up email still lands in its own portal", async () => {
    const { s, other, foreign } = await twoCompanies();
    const contact = other.contact;
    const stranger = { name: STRANGER, email: `persona.${Date.now()}@ejemplo.test` };
    const res = await signOk(t, foreign.slug, { signer: stranger });
    // The stranger's new account: a session for what they signed, in the answer.
    const theirs = await spend(t, magicTokenOf(res.magic_link));
    expect(theirs.body.user).toMatchObject({ name: stranger.name, email: stranger.email });
    expect(await portalIds(theirs.access)).toEqual([res.project_id]);
    // C's contact, invited by email, sees it as soon as she signs in.
    const invited = await spend(t, await emailedToken(contact.email, foreign.slug));
    expect(invited.body.user.id).toBe(contact.id);
    expect(await portalIds(invited.access)).toEqual([res.project_id]);
    // And C's contact signing C's next proposal herself is handed her session, as before.
    const next = await readyProposal(t, s.owner, { lineId: s.line.id, companyId: other.id, name: 'Segunda bodega', extra: { services: SERVICES } });
    const hers = await signOk(t, next.slug, { signer: { name: contact.name, email: contact.email } });
    expect(hers.magic_link).toBeNull(); // she proved her email with the invitation
    expect(await portalIds(invited.access)).toEqual([res.project_id, hers.project_id].sort());
  });
});

describe("another provider's proposal signed with a customer's email", () => {
  it("stays with that provider: the signer's session is an account of theirs, reaching only what was signed; her portal here is untouched", async () => {
    const { s, victim, own } = await twoCompanies();
    const hers = await spend(t, await emailedToken(victim.email, s.proposal.slug));
    const elsewhere = await signableProposal(t, { name: 'Propuesta de otro estudio' });

    const res = await signOk(t, elsewhere.proposal.slug, { signer: { name: STRANGER, email: victim.email } });
    const theirs = await spend(t, magicTokenOf(res.magic_link));
    expect(theirs.body.user.id).not.toBe(victim.id);
    expect(await portalIds(theirs.access)).toEqual([res.project_id]);
    expect(await listed(theirs.access)).toEqual([res.project_id]);
    const leak = await openPortal(theirs.access, own.project_id);
    expectError(leak, 404, 'NOT_FOUND');
    expect(leak.body).not.toContain(s.proposal.name);
    expect(await portalIds(hers.access)).toEqual([own.project_id]);
    expectError(await openPortal(hers.access, res.project_id), 404, 'NOT_FOUND');
  });
});
