import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@trato/domain/auth/schemas';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { customerApi, signableProposal, signOk, spend } from '../signatures/signatures.fixtures.ts';
import { CUSTOMER_AUTH_MESSAGES as M } from './messages.ts';

/** Issue 9 item 6: a newer emailed link voids the older ones; customers can log out. */

const t = useTestApp();
const mail = useMailSink(t);
const c = customerApi(t);

/** A company whose contact has a portal (she signed), and a way to ask for her access link by email. */
async function contactWithPortal() {
  const s = await signableProposal(t);
  const contact = s.company.contact;
  const signed = await signOk(t, s.proposal.slug, { signer: contact });
  await mail.deliver(contact.email); // the signature's own mail, delivered before asking for more
  const askLink = async () => {
    expect((await c.sendLink(contact.email, s.proposal.slug)).statusCode).toBe(200);
    return linkIn(await mail.lastTo(contact.email), `/p/${s.proposal.slug}/accepted`).searchParams.get('magic_link')!;
  };
  return { ...s, contact, signed, askLink };
}

describe('emailed magic links', () => {
  it('asking for a new link voids the older unused one: only the newest signs in', async () => {
    const { askLink, contact } = await contactWithPortal();
    const older = await askLink();
    const newer = await askLink();
    expect(newer).not.toBe(older);
    expectError(await c.loginLink(older), 401, 'UNAUTHENTICATED', { message: M.linkInvalid });
    const { body } = await spend(t, newer);
    expect(body.user.id).toBe(contact.id);
  });

  it("a new link also voids the one the signature's email carried", async () => {
    const s = await signableProposal(t);
    const contact = s.company.contact;
    await signOk(t, s.proposal.slug, { signer: contact });
    const fromSignature = linkIn(await mail.lastTo(contact.email), `/p/${s.proposal.slug}/accepted`).searchParams.get('magic_link')!;
    expect((await c.sendLink(contact.email, s.proposal.slug)).statusCode).toBe(200);
    expectError(await c.loginLink(fromSignature), 401, 'UNAUTHENTICATED', { message: M.linkInvalid });
  });
});

describe('POST /api/auth/logout with a customer token', () => {
  it('revokes that session (200, the staff body): the token is then 401 everywhere; other sessions live on', async () => {
    const { askLink, proposal } = await contactWithPortal();
    const { access } = await spend(t, await askLink());
    const { access: otherDevice } = await spend(t, await askLink());

    const res = await c.logout(access);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });

    expectError(await c.current(access), 401, 'UNAUTHENTICATED');
    expectError(await c.logout(access), 401, 'UNAUTHENTICATED');
    // The public page no longer recognises it: a visitor's page instead of the redirect to the portal.
    const page = await api(t).get({ authorization: `Bearer ${access}` }, `/api/v1/proposal/${proposal.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    const asCustomer = await api(t).post({ authorization: `Bearer ${access}` }, '/api/v1/comments', { type: 'proposal', proposalId: proposal.slug, origin: 'customer', body: 'Hola' });
    expectError(asCustomer, 401, 'UNAUTHENTICATED');

    expect((await c.current(otherDevice)).statusCode).toBe(200);
  });

  it('staff logout is unchanged; no token or an unknown one → 401', async () => {
    const { owner } = await signableProposal(t);
    const res = await api(t).post(owner.headers, '/api/auth/logout');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });
    expectError(await api(t).post(owner.headers, '/api/auth/user'), 401, 'UNAUTHENTICATED');
    expectError(await api(t).post({}, '/api/auth/logout'), 401, 'UNAUTHENTICATED');
    expectError(await c.logout('x'.repeat(43)), 401, 'UNAUTHENTICATED');
  });
});
