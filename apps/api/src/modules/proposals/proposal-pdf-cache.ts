import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { AppDeps } from '../../app-deps.ts';
import { sha256 } from '../../lib/crypto.ts';
import { cachedPdf } from '../pdf-cache/pdf-cache.ts';
import type { PdfResponse } from '../pdf-cache/send-pdf.ts';
import { pdfFilename, renderStoredProposalPdf } from './proposal-pdf-assets.ts';

/**
 * Bump when the drawing changes (layout, fonts, messages): live PDFs cached by an older renderer
 * are drawn again. Signed copies are not affected — they stay as first rendered.
 * 2: tagged for screen readers (decision 0052).
 * 3: Inter, the quote number, dates and sender identity on the cover, page numbers on every page (decision 0080).
 */
export const PDF_RENDER_VERSION = 3;

/**
 * What the renderer is given, as the version of a live PDF: the whole DTO (content, services,
 * payments, client, organisation name/logo/colour, currency, line, status…) but the staff-only
 * fields that change without changing the document (visits, comment count). Images are named by
 * their upload key, and an upload's key is never reused for other bytes.
 */
export function livePdfVersion(proposal: ProposalDto): string {
  const { visitLogs: _visits, comments_count: _comments, ...drawn } = proposal;
  return sha256(JSON.stringify({ renderer: PDF_RENDER_VERSION, proposal: drawn })).slice(0, 32);
}

/** The live proposal's PDF (staff download and the public page before signing), cached until it changes. */
export function liveProposalPdf(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  workspaceId: string,
  proposal: ProposalDto,
  disposition: PdfResponse['disposition'],
): PdfResponse {
  const version = livePdfVersion(proposal);
  return {
    etag: `"${version}"`,
    filename: pdfFilename(proposal.name),
    disposition,
    load: () => cachedPdf(deps.storage, { dir: 'pdf_cache', id: proposal.id, version }, () => renderStoredProposalPdf(deps, workspaceId, proposal)),
  };
}
