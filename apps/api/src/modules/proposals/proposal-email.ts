import type { ProposalDto } from '@trato/domain/proposals/dto';
import { UNTITLED } from '@trato/domain/proposals/document-messages';
import { PROPOSAL_SEND_MESSAGES as M, type ProposalSendInput } from '@trato/domain/proposals/send';
import { AppError } from '../../lib/errors.ts';
import { emailBrandOf, personSender } from '../email/email-brand.ts';
import { proposalSent, type EmailMessage } from '../email/templates.ts';

/** Only a finished, open proposal is e-mailed (the send and its preview answer the same 409s). */
export function assertSendable(status: string): void {
  if (status === 'init') throw new AppError(409, 'CONFLICT', M.notFinished);
  if (status === 'ACCEPTED') throw new AppError(409, 'CONFLICT', M.accepted);
  if (status !== 'DRAFT' && status !== 'SENT') throw new AppError(409, 'CONFLICT', M.notOpen);
}

/**
 * The e-mail that shares a proposal, as the send queues it and the preview shows it: to the body's
 * address or the client's contact (null when neither), from the staff member who sends it, in the
 * workspace's brand, with the quote's number, total and validity and her note set apart.
 */
export async function proposalEmailOf(
  proposal: ProposalDto,
  body: ProposalSendInput,
  user: { name: string; email: string },
  appUrl: string,
): Promise<{ to: string | null; message: EmailMessage }> {
  const org = proposal.organization;
  const contact = proposal.client?.contact ?? null;
  const to = body.email ?? contact?.email ?? null;
  const brand = emailBrandOf(appUrl, { name: org.name, logo: org.logo, primaryColor: org.primary_color, identity: org.identity });
  const message = await proposalSent(
    {
      organization: org.name,
      proposal: proposal.name || UNTITLED,
      code: proposal.code,
      total: proposal.totals.total,
      currency: proposal.currency_code,
      validUntil: proposal.valid_until_at,
      recipient: contact && contact.email === to ? contact.name : null,
      sender: user.name,
      message: body.message ?? null,
      url: proposal.links.public,
    },
    { brand, sender: personSender(user, org.name) },
  );
  return { to, message };
}
