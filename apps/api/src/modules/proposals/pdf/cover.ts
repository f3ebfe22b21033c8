import { formatDay, formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { coverLabel } from '@trato/domain/proposals/statuses';
import { FONT } from './fonts.ts';
import { PDF_MESSAGES as M } from './messages.ts';
import { COLORS, type PdfWriter } from './writer.ts';

const COVER_IMAGE_HEIGHT = 240;

/**
 * Draws an image fitted into a box, or returns false when its bytes are not a PNG or JPEG. With
 * `alt` null it is decoration (an artifact) rather than a figure.
 */
function tryImage(w: PdfWriter, bytes: Buffer | null | undefined, x: number, y: number, box: [number, number], alt: string | null, align?: 'center'): boolean {
  const image = w.openImage(bytes);
  if (!image) return false;
  try {
    w.image(image, x, y, { fit: box, align, valign: 'center' }, alt);
    return true;
  } catch {
    return false;
  }
}

/** A default cover when the proposal has none: soft bands of the workspace colour (decoration). */
function defaultCover(w: PdfWriter, y: number): void {
  const { doc } = w;
  w.tags.artifact(() => bands(w, y));
  doc.fillOpacity(1);
}

function bands(w: PdfWriter, y: number): void {
  const { doc } = w;
  doc.save();
  doc.roundedRect(w.left, y, w.width, COVER_IMAGE_HEIGHT, 12).clip();
  doc.rect(w.left, y, w.width, COVER_IMAGE_HEIGHT).fillOpacity(0.08).fill(w.accent);
  for (let i = 0; i < 4; i++) {
    const cx = w.left + w.width * (0.55 + i * 0.15);
    doc.circle(cx, y + COVER_IMAGE_HEIGHT * (0.9 - i * 0.1), 90 + i * 40).fillOpacity(0.06 + i * 0.02).fill(w.accent);
  }
  doc.restore();
}

/** The quote's facts in the top right corner: «Cotización», its number, when it was issued, until when it is valid. */
function drawQuoteFacts(w: PdfWriter, proposal: ProposalDto, timeZone: string, top: number): number {
  const { doc } = w;
  const width = 230;
  const x = w.left + w.width - width;
  const line = (text: string, font: string, size: number, color: string, spoken?: string) => {
    doc.font(font).fontSize(size).fillColor(color);
    w.tags.leaf('P', () => doc.text(text, x, doc.y, { width, align: 'right', characterSpacing: spoken ? 1.5 : 0 }), { actual: spoken });
  };
  doc.y = top;
  line(M.documentLabel.toUpperCase(), FONT.bold, 8.5, COLORS.muted, M.documentLabel);
  if (proposal.code) line(proposal.code, FONT.bold, 15, w.accent);
  doc.y += 3;
  const issued = formatLongDate(proposal.sent_at ?? proposal.created_at, timeZone);
  if (issued) line(M.issuedOn(issued), FONT.regular, 9.5, COLORS.muted);
  const validUntil = formatDay(proposal.valid_until_at);
  if (validUntil) line(M.validUntil(validUntil), FONT.regular, 9.5, COLORS.muted);
  return doc.y;
}

/** Who the quote is from: the «Cobros» identity (legal name, tax id, address, contact), else the workspace's name. */
export function senderLines(organization: ProposalDto['organization']): string[] {
  const id = organization.identity;
  if (!id) return [organization.name];
  const contact = [id.contact_email, id.contact_phone].filter(Boolean).join(' · ');
  return [id.legal_name, `${id.tax_id_label} ${id.tax_id}`, id.address ?? '', contact].filter(Boolean);
}

/** Who it is for: the client company, then its contact's name, e-mail and phone. */
function clientLines(client: NonNullable<ProposalDto['client']>): string[] {
  const c = client.contact;
  if (!c) return [client.name];
  return [client.name, c.name !== client.name ? c.name : '', c.email, c.phone ?? ''].filter(Boolean);
}

/**
 * The first page (SPEC §2.7, issue 32 §3): logo or name, and in the top right the quote number, the
 * issue and validity dates; the title, how it ended (signed, changes asked) in words rather than a
 * status tag, the total, the cover image, then who it is for and who it is from (the «Cobros»
 * identity and contact). Tagged in reading order: the logo (a figure named after the workspace), the
 * quote's facts, the title (the one H1), then each line as a paragraph; the cover image is decoration.
 */
export function drawCover(w: PdfWriter, proposal: ProposalDto, images: { logo?: Buffer | null; cover?: Buffer | null }, timeZone: string): void {
  const { doc } = w;
  const top = doc.page.margins.top;
  const org = proposal.organization.name;
  // `spoken`: letter-spaced capitals are extracted as single letters ("C O T I…"), so they carry their words.
  const paragraph = (draw: () => void, spoken?: string) => w.tags.leaf('P', draw, { actual: spoken });
  if (!tryImage(w, images.logo, w.left, top, [170, 56], org)) {
    doc.font(FONT.bold).fontSize(16).fillColor(w.accent);
    paragraph(() => doc.text(org, w.left, top + 16, { width: w.width - 250 }));
  }
  const factsBottom = drawQuoteFacts(w, proposal, timeZone, top);

  doc.y = Math.max(top + 120, factsBottom + 28);
  doc.font(FONT.bold).fontSize(26).fillColor(COLORS.text);
  w.tags.leaf('H1', () => doc.text(proposal.name.trim() || M.untitled, w.left, doc.y, { width: w.width, lineGap: 2 }));
  doc.moveDown(0.4);

  const label = coverLabel(proposal);
  if (label) {
    const date = formatLongDate(label.date, timeZone);
    doc.font(FONT.bold).fontSize(11).fillColor(proposal.status === 'DECLINED' ? COLORS.mark : '#15803d');
    paragraph(() => doc.text(date ? M.coverLabelWithDate(label.text, date) : label.text, w.left, doc.y, { width: w.width }));
    doc.moveDown(0.4);
  }

  // The summary the page shows under its cover: the total.
  if (proposal.services.length > 0) {
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLORS.muted);
    paragraph(() => doc.text(M.summaryTotal, w.left, doc.y + 4, { width: w.width }));
    doc.font(FONT.bold).fontSize(20).fillColor(w.accent);
    paragraph(() => doc.text(formatMoney(proposal.totals.total, proposal.currency_code), w.left, doc.y + 2, { width: w.width }));
  }

  const imageY = Math.max(doc.y + 18, 320);
  if (!tryImage(w, images.cover, w.left, imageY, [w.width, COVER_IMAGE_HEIGHT], null, 'center')) defaultCover(w, imageY);

  const y = imageY + COVER_IMAGE_HEIGHT + 28;
  const half = w.width / 2 - 10;
  const block = (title: string, lines: string[], bx: number) => {
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLORS.muted);
    paragraph(() => doc.text(title.toUpperCase(), bx, y, { width: half, characterSpacing: 1 }), title);
    doc.font(FONT.bold).fontSize(12).fillColor(COLORS.text);
    paragraph(() => doc.text(lines[0] ?? '', bx, doc.y + 4, { width: half }));
    for (const line of lines.slice(1)) {
      doc.font(FONT.regular).fontSize(9.5).fillColor(COLORS.muted);
      paragraph(() => doc.text(line, bx, doc.y + 1.5, { width: half }));
    }
  };
  if (proposal.client) block(M.preparedFor, clientLines(proposal.client), w.left);
  block(M.preparedBy, senderLines(proposal.organization), proposal.client ? w.left + half + 20 : w.left);
  doc.fillColor(COLORS.text).font(FONT.regular);
}
