import type { Executor } from '../../db/client.ts';
import { loadWorkspaceEmailIdentity } from '../email/email-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { portalInvitation, proposalSignedCopy, proposalSignedStaff } from '../email/templates.ts';
import { notifyWorkspaceStaff } from '../notifications/notify.ts';
import { emailWorkspaceStaff } from '../notifications/staff-emails.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { publicPdfLink } from '../public-proposals/public-proposal.serialize.ts';
import type { SignaturePortals } from './signature-portals.ts';
import { UNTITLED } from '@trato/domain/proposals/document-messages';
import { quoteCode } from '@trato/domain/proposals/quote-number';

type Signed = { proposal: ProposalRow; signer: { name: string; email: string }; portals: SignaturePortals };

/**
 * The emails and notifications of a signature, queued in its transaction (a rolled-back signature
 * sends nothing). The signer gets the signed copy and a link to their portal at the address they
 * typed; the company's main contact, when someone else signed, is invited to the portal with a link
 * of her own; every staff member gets a bell notification and an email.
 */
export async function notifySigned(tx: Executor, appUrl: string, s: Signed): Promise<void> {
  const { proposal } = s;
  const name = proposal.name || UNTITLED;
  const code = quoteCode(proposal.quoteNumber, proposal.quoteYear);
  const from = await loadWorkspaceEmailIdentity(tx, proposal.workspaceId, appUrl);
  const organization = from.brand.name;
  const pdfUrl = publicPdfLink(appUrl, proposal.slug);
  const { signer, invited } = s.portals;
  const copy = await proposalSignedCopy({ organization, proposal: name, code, recipient: s.signer.name, pdfUrl, portalUrl: signer.emailedUrl, held: signer.held }, from);
  await enqueueEmail(tx, signer.customer.email, copy, proposal.workspaceId);
  if (invited) {
    const invitation = await portalInvitation({ organization, proposal: name, code, recipient: invited.customer.name, signer: s.signer.name, pdfUrl, portalUrl: invited.emailedUrl }, from);
    await enqueueEmail(tx, invited.customer.email, invitation, proposal.workspaceId);
  }
  const staffUrl = `/proposals/${proposal.id}`;
  await notifyWorkspaceStaff(tx, proposal.workspaceId, {
    type: 'proposal.signed',
    title: `${s.signer.name} firmó la cotización «${name}»`,
    icon: 'pen-line',
    url: staffUrl,
    data: { proposal_id: proposal.id, signer_name: s.signer.name },
  });
  await emailWorkspaceStaff(tx, proposal.workspaceId, await proposalSignedStaff({ proposal: name, code, signer: s.signer.name, signerEmail: s.signer.email, url: `${appUrl}${staffUrl}` }));
}
