import type { Executor } from '../../db/client.ts';
import { grantPortal, mainContact, signerAccount, type SignerIdentity } from '../customer-auth/customer-accounts.ts';
import { issueLoginLink, lockCustomers, type CustomerRow } from '../customer-auth/customer-tokens.ts';
import { acceptedUrl } from '../customer-auth/login-urls.ts';

type Signed = { workspaceId: string; companyId: string | null; slug: string; projectId: string; signer: SignerIdentity };

export type SignaturePortals = {
  /** The signer's own account (the email they typed) and the link emailed to that address. */
  signer: { customer: CustomerRow; emailedUrl: string };
  /** The company's main contact when someone else signed: invited by email, with a link of her own. */
  invited: { customer: CustomerRow; emailedUrl: string } | null;
  /** For the answer: a link scoped to this project, only while the signer's email is unproven. */
  handoffUrl: string | null;
};

/**
 * Who gets the new project's portal and how (decision 0011), inside the signing transaction. The
 * signer's own account and the company's main contact both get the portal; each is emailed a link
 * of their own (spending it proves the address). The browser that signed is handed a link too, but
 * only for an account that has not proven its email (a new one, or never signed in by email), and
 * what it opens reaches only this project — anyone can type any address, so the answer must never
 * open more than what was just signed. An account that proved its email gets its link by email only.
 */
export async function openSignaturePortals(tx: Executor, appUrl: string, s: Signed): Promise<SignaturePortals> {
  const account = await signerAccount(tx, s.workspaceId, s.companyId, s.signer);
  const contact = s.companyId ? await mainContact(tx, s.workspaceId, s.companyId) : null;
  const invited = contact && contact.id !== account.id ? contact : null;
  await lockCustomers(tx, [account.id, ...(invited ? [invited.id] : [])]);

  const portal = { workspaceId: s.workspaceId, projectId: s.projectId };
  const linkFor = async (customer: CustomerRow, kind: 'email' | 'signing') =>
    acceptedUrl(appUrl, s.slug, (await issueLoginLink(tx, customer.id, { projectId: s.projectId, kind })).token);

  await grantPortal(tx, { ...portal, customerId: account.id });
  const signer = { customer: account, emailedUrl: await linkFor(account, 'email') };
  let invitation: SignaturePortals['invited'] = null;
  if (invited) {
    await grantPortal(tx, { ...portal, customerId: invited.id });
    invitation = { customer: invited, emailedUrl: await linkFor(invited, 'email') };
  }
  const handoffUrl = account.emailVerifiedAt ? null : await linkFor(account, 'signing');
  return { signer, invited: invitation, handoffUrl };
}
