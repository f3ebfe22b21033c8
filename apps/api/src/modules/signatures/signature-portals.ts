import type { Executor } from '../../db/client.ts';
import { grantPortal, mainContact, signerAccount, type SignerIdentity } from '../customer-auth/customer-accounts.ts';
import { issueLoginLink, lockCustomers, type CustomerRow } from '../customer-auth/customer-tokens.ts';
import { acceptedUrl } from '../customer-auth/login-urls.ts';

type Signed = { workspaceId: string; companyId: string | null; slug: string; projectId: string; signer: SignerIdentity };

export type SignaturePortals = {
  /**
   * The signer's own account (the email they typed) and the link emailed to that address. `held`:
   * the account is another company's customer, so the project waits apart until she signs in herself.
   */
  signer: { customer: CustomerRow; emailedUrl: string; held: boolean };
  /** The company's main contact when someone else signed: invited by email, with a link of her own. */
  invited: { customer: CustomerRow; emailedUrl: string } | null;
  /** For the answer: a link scoped to this project, only while the signer's email is unproven and the grant is not held. */
  handoffUrl: string | null;
};

/**
 * Who gets the new project's portal and how (decisions 0011 and 0061), inside the signing
 * transaction. The signer's own account and the company's main contact both get the portal; each is
 * emailed a link of their own (spending it proves the address). The browser that signed is handed a
 * link too, but only for an account that has not proven its email (a new one, or never signed in by
 * email), and what it opens reaches only this project — anyone can type any address, so the answer
 * must never open more than what was just signed. An account that proved its email gets its link by
 * email only.
 *
 * An account that already existed as a customer of ANOTHER company (or of any, when the proposal
 * names none) is someone else the signer typed: the proposal is not hers to receive, so the grant is
 * held (out of her portal) until she opens a full session herself, and the answer hands out no link
 * at all — nothing of hers, not even a scoped session under her name. The proposal's own company's
 * people and an account this signature made get the portal at once, as before.
 */
export async function openSignaturePortals(tx: Executor, appUrl: string, s: Signed): Promise<SignaturePortals> {
  const { customer: account, created } = await signerAccount(tx, s.workspaceId, s.companyId, s.signer);
  const held = !created && account.companyId !== s.companyId;
  const contact = s.companyId ? await mainContact(tx, s.workspaceId, s.companyId) : null;
  const invited = contact && contact.id !== account.id ? contact : null;
  await lockCustomers(tx, [account.id, ...(invited ? [invited.id] : [])]);

  const portal = { workspaceId: s.workspaceId, projectId: s.projectId };
  const linkFor = async (customer: CustomerRow, kind: 'email' | 'signing') =>
    acceptedUrl(appUrl, s.slug, (await issueLoginLink(tx, customer.id, { projectId: s.projectId, kind })).token);

  await grantPortal(tx, { ...portal, customerId: account.id }, { held });
  const signer = { customer: account, emailedUrl: await linkFor(account, 'email'), held };
  let invitation: SignaturePortals['invited'] = null;
  if (invited) {
    await grantPortal(tx, { ...portal, customerId: invited.id });
    invitation = { customer: invited, emailedUrl: await linkFor(invited, 'email') };
  }
  const handoffUrl = held || account.emailVerifiedAt ? null : await linkFor(account, 'signing');
  return { signer, invited: invitation, handoffUrl };
}
