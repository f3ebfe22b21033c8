import type { ProposalDto } from '@trato/domain/proposals/dto';
import { drawAcceptance, type Acceptance } from './pdf/acceptance-block.ts';
import { drawContent, imageUrlOf, type ContentImages } from './pdf/content-blocks.ts';
import { drawCover } from './pdf/cover.ts';
import { FONT } from './pdf/fonts.ts';
import { PDF_MESSAGES } from './pdf/messages.ts';
import { drawPayments } from './pdf/payments-section.ts';
import { drawServices } from './pdf/services-section.ts';
import { COLORS, type PdfWriter } from './pdf/writer.ts';
import { renderTaggedPdf } from './pdf/tagged-document.ts';

export { PdfWriter } from './pdf/writer.ts';

/** Bytes of an image referenced by the content (an upload URL); null when it cannot be read. */
export type PdfImageLoader = (url: string) => Promise<Buffer | null>;

export type RenderProposalPdfOptions = {
  /** The workspace logo (PNG or JPEG; other formats fall back to the workspace name). */
  logo?: Buffer | null;
  /** The proposal's cover image (PNG or JPEG; otherwise the default cover is drawn). */
  cover?: Buffer | null;
  /** Reads the content's image blocks (see proposal-pdf-assets.ts); without it they show their caption only. */
  loadImage?: PdfImageLoader;
  /** A signed copy: the acceptance block (signature, name, date, evidence hash) after the payment plan. */
  acceptance?: Acceptance;
  /**
   * Draws more pages after the payment plan with the same writer (issue 5: the signature
   * certificate — signer, timestamps, IP, snapshot hash, audit trail). Call `w.newPage()` first.
   */
  appendix?: (w: PdfWriter) => void | Promise<void>;
};

/** Content images read per PDF at most (each up to 15 MB): beyond that they show their caption only. */
const MAX_CONTENT_IMAGES = 60;

async function loadContentImages(proposal: ProposalDto, load: PdfImageLoader | undefined): Promise<ContentImages> {
  const urls = [...new Set((proposal.content?.blocks ?? []).map(imageUrlOf).filter((u): u is string => !!u))].slice(0, MAX_CONTENT_IMAGES);
  const images = new Map<string, Buffer>();
  if (!load) return images;
  await Promise.all(
    urls.map(async (url) => {
      const bytes = await load(url).catch(() => null);
      if (bytes) images.set(url, bytes);
    }),
  );
  return images;
}

/**
 * «Página n de m» on every page, the cover included, with the quote's number and name on the left:
 * page furniture (an artifact) a screen reader skips.
 */
function drawFooters(w: PdfWriter, label: string): void {
  const { doc } = w;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin must not make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted);
    w.tags.artifact(
      () => {
        doc.text(label, w.left, y, { width: w.width * 0.7, lineBreak: false, ellipsis: true });
        doc.text(PDF_MESSAGES.page(i - range.start + 1, range.count), w.left, y, { width: w.width, align: 'right', lineBreak: false });
      },
      { type: 'Pagination', attached: ['Bottom'] },
    );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The proposal as an A4 PDF, rendered on the server without a browser: the cover, the content
 * blocks, the services with per-type and grand totals, and the payment plan, plus whatever
 * `appendix` adds. Used by GET /v1/proposals/{id}/pdf, and meant for the public page and the signed
 * copy (issue 5).
 */
export async function renderProposalPdf(proposal: ProposalDto, opts: RenderProposalPdfOptions = {}): Promise<Buffer> {
  const images = await loadContentImages(proposal, opts.loadImage);
  const title = proposal.name.trim() || PDF_MESSAGES.untitled;
  return renderTaggedPdf({ title, author: proposal.organization.name, subject: PDF_MESSAGES.documentLabel, accent: proposal.organization.primary_color }, async (w) => {
    drawCover(w, proposal, { logo: opts.logo, cover: opts.cover }, proposal.organization.time_zone);
    w.newPage();
    drawContent(w, proposal.content, images);
    drawServices(w, proposal);
    drawPayments(w, proposal);
    if (opts.acceptance) drawAcceptance(w, opts.acceptance, proposal.organization.time_zone);
    await opts.appendix?.(w);
    drawFooters(w, [proposal.code, title, proposal.organization.name].filter(Boolean).join(' · '));
  });
}
