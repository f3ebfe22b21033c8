import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { PublicProposalDto, PublicSenderDto } from '@trato/domain/proposals/public-dto';
import { publicShapeOf } from '@trato/domain/proposals/public-shape';
import { TERMS_URL, TERMS_VERSION } from '@trato/domain/proposals/terms';

// The expiry rule lives in the domain (the staff page offers «Extender validez» by the same rule).
export { isExpired } from '@trato/domain/proposals/expiry';
import { isExpired } from '@trato/domain/proposals/expiry';

/** Open for the client's answer: sign or decline (SPEC §4: while DRAFT or SENT). */
export const isOpen = (status: string): boolean => status === 'DRAFT' || status === 'SENT';

/** The public path of a proposal's PDF (the API serves it at /api/v1/proposal/{slug}/pdf). */
export const publicPdfLink = (appUrl: string, slug: string): string => `${appUrl}/api/v1/proposal/${encodeURIComponent(slug)}/pdf`;

/**
 * What the client sees: the staff DTO without its staff-only fields, plus whether it can still be
 * answered, and the sender card (which carries the business identity the staff DTO keeps in
 * `organization.identity`). Built from ProposalDto so the public page and the builder never disagree.
 */
export function toPublicProposal(dto: ProposalDto, opts: { workspaceId: string; isDemo: boolean; appUrl: string; sender: PublicSenderDto; now?: Date }): PublicProposalDto {
  const expired = isExpired(dto.valid_until_at, opts.now);
  const answerable = isOpen(dto.status) && !expired && !opts.isDemo;
  return {
    ...publicShapeOf(dto, opts.workspaceId),
    is_demo: opts.isDemo,
    expired,
    can_sign: answerable,
    can_decline: answerable,
    links: { public: dto.links.public, pdf: publicPdfLink(opts.appUrl, dto.slug) },
    terms: { url: TERMS_URL, version: TERMS_VERSION },
    sender: opts.sender,
  };
}
