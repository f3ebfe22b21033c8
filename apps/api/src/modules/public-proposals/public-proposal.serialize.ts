import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { TERMS_URL, TERMS_VERSION } from '@trato/domain/proposals/terms';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A proposal is valid through the whole calendar day of valid_until_at (UTC): it expires at the
 * next midnight UTC. No date → never expires.
 */
export function isExpired(validUntilAt: string | null, now: Date = new Date()): boolean {
  if (!validUntilAt) return false;
  const day = new Date(validUntilAt);
  const endOfDay = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + DAY_MS;
  return now.getTime() >= endOfDay;
}

/** Open for the client's answer: sign or decline (SPEC §4: while DRAFT or SENT). */
export const isOpen = (status: string): boolean => status === 'DRAFT' || status === 'SENT';

/** The public path of a proposal's PDF (the API serves it at /api/v1/proposal/{slug}/pdf). */
export const publicPdfLink = (appUrl: string, slug: string): string => `${appUrl}/api/v1/proposal/${encodeURIComponent(slug)}/pdf`;

/**
 * What the client sees: the staff DTO without its staff-only fields, plus whether it can still be
 * answered. Built from ProposalDto so the public page and the builder never disagree.
 */
export function toPublicProposal(dto: ProposalDto, opts: { isDemo: boolean; appUrl: string; now?: Date }): PublicProposalDto {
  /* eslint-disable @typescript-eslint/no-unused-vars -- dropped on purpose: staff-only fields */
  const { form_step, editable, deleted_at, line_id, line, company_id, visitLogs, comments_count, project, signature, ...shown } = dto;
  /* eslint-enable @typescript-eslint/no-unused-vars */
  const expired = isExpired(dto.valid_until_at, opts.now);
  const answerable = isOpen(dto.status) && !expired && !opts.isDemo;
  return {
    ...shown,
    is_demo: opts.isDemo,
    expired,
    can_sign: answerable,
    can_decline: answerable,
    signature,
    links: { public: dto.links.public, pdf: publicPdfLink(opts.appUrl, dto.slug) },
    terms: { url: TERMS_URL, version: TERMS_VERSION },
  };
}
