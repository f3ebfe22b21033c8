import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { customerLoginLinks, projects } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { CUSTOMER_AUTH_MESSAGES } from '../customer-auth/messages.ts';
import { api, readyProposal, SERVICES, type Json } from '../proposals/proposals.fixtures.ts';
import { customerApi, magicTokenOf, signableProposal, signOk, spend } from './signatures.fixtures.ts';

/**
 * Issue 9 item 3: whoever signs a proposal must not get the client's portal. The signer's session
 * is their own (the email they typed) and reaches only what they signed until they prove that
 * email; the company's contact is invited by email, never through the answer.
 */

const t = useTestApp();
const mail = useMailSink(t);
const c = customerApi(t);

const STRANGER = { name: 'Persona Ajena', email: 'persona.ajena@ejemplo.test' };
/** A 256-bit token (base64url), standing alone: not part of a longer hash or slug. */
const TOKEN = /(?<![\w-])[\w-]{43}(?![\w-])/g;

/** The company's next proposal, finished and open for signing. */
const nextProposal = (s: Awaited<ReturnType<typeof signableProposal>>, name: string) =>
  readyProposal(t, s.owner, { lineId: s.line.id, companyId: s.company.id, name, extra: { services: SERVICES } });

/** The portal link (accepted page) in the newest email to `to`, as a magic token. */
async function emailedToken(to: string, slug: string): Promise<string> {
  return linkIn(await mail.lastTo(to), `/p/${slug}/accepted`).searchParams.get('magic_link')!;
}

const comment = (slug: string, access: string, body: string) =>
  api(t).post({ authorization: `Bearer ${access}` }, '/api/v1/comments', { type: 'proposal', proposalId: slug, origin: 'customer', body });

describe('the session a signature hands out', () => {
  it("a stranger signing a company's proposal with a made-up email: the answer signs in the stranger, for this project only; the contact is invited by email", async () => {
    const s = await signableProposal(t);
    const contact = s.company.contact;
    const res = await signOk(t, s.proposal.slug, { signer: STRANGER });
    // Nothing in the answer is a link of the contact's.
    const contactLinks = new Set((await t.db.select().from(customerLoginLinks).where(eq(customerLoginLinks.customerId, contact.id))).map((l) => l.tokenHash));
    const tokensInAnswer = JSON.stringify(res).match(TOKEN) ?? [];
    expect(tokensInAnswer).toHaveLength(1);
    expect(tokensInAnswer.filter((tok) => contactLinks.has(sha256(tok)))).toEqual([]);

    // The answer's link signs in the stranger, as themselves, onto this project only.
    const { access, body } = await spend(t, magicTokenOf(res.magic_link));
    expect(body.user).toMatchObject({ name: STRANGER.name, email: STRANGER.email });
    expect(body.redirectUrl).toBe(`/c/project/${res.project_id}`);

    // The contact was invited by email, with a link of her own.
    const invite = await mail.lastTo(contact.email);
    expect(invite.subject).toContain(s.proposal.name);
    expect(invite.text).toContain(STRANGER.name);
    const theirs = await spend(t, linkIn(invite, `/p/${s.proposal.slug}/accepted`).searchParams.get('magic_link')!);
    expect(theirs.body.user.id).toBe(contact.id);

    // Later she signs the company's next proposal herself: that portal is hers, not the stranger's.
    const later = await nextProposal(s, 'Segunda etapa');
    const hers = await signOk(t, later.slug, { signer: contact });
    expect(hers.magic_link).toBeNull(); // she proved her email with the invitation
    const portals = (await c.current(theirs.access)).json().projects.map((p: Json) => p.id);
    expect(portals.sort()).toEqual([hers.project_id, res.project_id].sort());
    expect((await c.current(access)).json().projects).toEqual([{ id: res.project_id, name: s.proposal.name }]);
    // Her portal's proposal is a visitor's page for the stranger (no redirect into the portal)…
    const laterPage = await api(t).get({ authorization: `Bearer ${access}` }, `/api/v1/proposal/${later.slug}`);
    expect(laterPage.statusCode, laterPage.body).toBe(200);
    // …and they cannot write as a client on the company's other proposals…
    const open = await nextProposal(s, 'Tercera etapa');
    expectError(await comment(later.slug, access, 'Apruebo todo'), 401, 'UNAUTHENTICATED');
    expectError(await comment(open.slug, access, 'Apruebo todo'), 401, 'UNAUTHENTICATED');
    // …while on the one they signed they write as themselves, never as the contact.
    const own = await comment(s.proposal.slug, access, '¿Cuándo empezamos?');
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.author).toMatchObject({ name: STRANGER.name, kind: 'customer' });
  });

  it("the signer's emailed link proves their email: a full session, and the scoped one (and its unused link) stop working", async () => {
    const s = await signableProposal(t);
    const contact = s.company.contact;
    const first = await signOk(t, s.proposal.slug, { signer: contact });
    await mail.deliver(contact.email); // the first signature's mail, so lastTo below is the second's
    const second = await nextProposal(s, 'Segunda etapa');
    const res = await signOk(t, second.slug, { signer: contact });

    // The contact never proved her email: the answer's session reaches only the proposal just signed,
    // even though she has an earlier portal.
    expect(res.magic_link).not.toBeNull();
    const scoped = await spend(t, magicTokenOf(res.magic_link)); // the signing's own email did not void it
    expect((await c.current(scoped.access)).json().projects).toEqual([{ id: res.project_id, name: 'Segunda etapa' }]);
    expectError(await comment(s.proposal.slug, scoped.access, 'Hola'), 401, 'UNAUTHENTICATED');
    const pageOf = (slug: string, access: string) => api(t).get({ authorization: `Bearer ${access}` }, `/api/v1/proposal/${slug}`);
    expect((await pageOf(second.slug, scoped.access)).statusCode).toBe(302); // its own portal
    expect((await pageOf(s.proposal.slug, scoped.access)).statusCode).toBe(200); // not the earlier one

    // Her emailed link proves the email: a full session with both portals; the scoped session dies.
    const full = await spend(t, await emailedToken(contact.email, second.slug));
    const portals = (await c.current(full.access)).json().projects.map((p: Json) => p.id);
    expect(portals.sort()).toEqual([first.project_id, res.project_id].sort());
    expectError(await c.current(scoped.access), 401, 'UNAUTHENTICATED');
    expect((await pageOf(s.proposal.slug, full.access)).statusCode).toBe(302);
    const posted = await comment(s.proposal.slug, full.access, 'Hola de nuevo');
    expect(posted.statusCode, posted.body).toBe(201);
  });

  it('proving the email first voids the link the answer handed out, unused', async () => {
    const s = await signableProposal(t);
    const res = await signOk(t, s.proposal.slug, { signer: STRANGER });
    await spend(t, await emailedToken(STRANGER.email, s.proposal.slug));
    expectError(await c.loginLink(magicTokenOf(res.magic_link)), 401, 'UNAUTHENTICATED', { message: CUSTOMER_AUTH_MESSAGES.linkInvalid });
  });

  it('signing with the email of a customer who already proved it: no session in the answer, the link goes to that inbox only', async () => {
    const s = await signableProposal(t);
    const contact = s.company.contact;
    const first = await signOk(t, s.proposal.slug, { signer: contact });
    const proven = await spend(t, await emailedToken(contact.email, s.proposal.slug));
    // Her only portal is later trashed: she has nothing open, but her email is proven all the same.
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, first.project_id));
    await c.logout(proven.access);

    const second = await nextProposal(s, 'Segunda etapa');
    const res = await signOk(t, second.slug, { signer: { name: 'Quien Sea', email: contact.email } });
    expect(res.magic_link).toBeNull();
    expect(JSON.stringify(res).match(TOKEN) ?? []).toEqual([]);
    // She gets the link by email, and it opens the new portal.
    const again = await spend(t, await emailedToken(contact.email, second.slug));
    expect(again.body.user.id).toBe(contact.id);
    expect((await c.current(again.access)).json().projects).toEqual([{ id: res.project_id, name: 'Segunda etapa' }]);
  });
});
