import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { workspaces } from '../../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { proposalSignedCopy, proposalSignedStaff } from '../email/templates.ts';
import type { CustomerRow } from '../customer-auth/customer-tokens.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import { emailWorkspaceStaff } from '../notifications/staff-emails.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { publicPdfLink } from '../public-proposals/public-proposal.serialize.ts';

type Signed = { proposal: ProposalRow; signer: { name: string; email: string }; customer: CustomerRow; portalUrl: string };

/**
 * The emails and notifications of a signature, queued in its transaction (a rolled-back signature
 * sends nothing). The customer who owns the portal gets the signed copy and the portal link; a
 * signer with another address gets the signed copy only; every staff member gets a bell
 * notification and an email.
 */
export async function notifySigned(tx: Executor, appUrl: string, s: Signed): Promise<void> {
  const { proposal } = s;
  const name = proposal.name || 'Untitled';
  const [ws] = await tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, proposal.workspaceId)).limit(1);
  const organization = ws?.name ?? '';
  const pdfUrl = publicPdfLink(appUrl, proposal.slug);
  await enqueueEmail(tx, s.customer.email, proposalSignedCopy({ organization, proposal: name, recipient: s.customer.name, pdfUrl, portalUrl: s.portalUrl }), proposal.workspaceId);
  if (s.signer.email !== s.customer.email) {
    await enqueueEmail(tx, s.signer.email, proposalSignedCopy({ organization, proposal: name, recipient: s.signer.name, pdfUrl, portalUrl: null }), proposal.workspaceId);
  }
  const staffUrl = `/proposals/${proposal.id}`;
  await notifyWorkspaceStaff(tx, proposal.workspaceId, {
    type: 'proposal.signed',
    title: `${s.signer.name} firmó la cotización «${name}»`,
    icon: 'pen-line',
    url: staffUrl,
    data: { proposal_id: proposal.id, signer_name: s.signer.name },
  });
  await emailWorkspaceStaff(tx, proposal.workspaceId, proposalSignedStaff({ proposal: name, signer: s.signer.name, signerEmail: s.signer.email, url: `${appUrl}${staffUrl}` }));
}
