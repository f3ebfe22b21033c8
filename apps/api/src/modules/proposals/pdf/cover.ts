import { formatDay, formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { coverLabel, isOpenForClient } from '@trato/domain/proposals/statuses';
import { FONT } from './fonts.ts';
import { PDF_MESSAGES as M } from './messages.ts';
import { COLORS, type PdfWriter } from './writer.ts';

const COVER_IMAGE_HEIGHT = 280;

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

/** A status tag: a tinted rounded box (decoration) around its text (a paragraph). */
function pill(w: PdfWriter, text: string, x: number, y: number, color: string): number {
  const { doc } = w;
  doc.font(FONT.bold).fontSize(9);
  const width = doc.widthOfString(text) + 16;
  w.tags.artifact(() => doc.roundedRect(x, y, width, 18, 9).fillOpacity(0.12).fill(color).fillOpacity(1));
  doc.fillColor(color);
  w.tags.leaf('P', () => doc.text(text, x + 8, y + 4.5, { lineBreak: false }));
  return width;
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

/**
 * The first page (SPEC §2.7): logo, name or «Sin título», status tags, valid-until, cover image, client.
 * Tagged in reading order: the logo (a figure named after the workspace), the title (the one H1),
 * then each line as a paragraph; the cover image is decoration, its only words being the title's.
 */
export function drawCover(w: PdfWriter, proposal: ProposalDto, images: { logo?: Buffer | null; cover?: Buffer | null }, timeZone: string): void {
  const { doc } = w;
  const top = doc.page.margins.top;
  const org = proposal.organization.name;
  // `spoken`: letter-spaced capitals are extracted as single letters ("C O T I…"), so they carry their words.
  const paragraph = (draw: () => void, spoken?: string) => w.tags.leaf('P', draw, { actual: spoken });
  if (!tryImage(w, images.logo, w.left, top, [170, 56], org)) {
    doc.font(FONT.bold).fontSize(16).fillColor(w.accent);
    paragraph(() => doc.text(org, w.left, top + 16, { width: w.width }));
  }

  doc.y = top + 110;
  doc.font(FONT.bold).fontSize(9).fillColor(COLORS.muted);
  paragraph(() => doc.text(M.documentLabel.toUpperCase(), w.left, doc.y, { characterSpacing: 1.5 }), M.documentLabel);
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(26).fillColor(COLORS.text);
  w.tags.leaf('H1', () => doc.text(proposal.name.trim() || M.untitled, w.left, doc.y, { width: w.width, lineGap: 2, characterSpacing: 0 }));
  doc.moveDown(0.5);

  let x = w.left;
  const tagsY = doc.y;
  const tags = proposal.proposal_statuses.length ? proposal.proposal_statuses : [proposal.status_label];
  for (const tag of tags) x += pill(w, tag, x, tagsY, w.accent) + 6;
  const label = coverLabel(proposal);
  if (label) {
    const date = formatLongDate(label.date, timeZone);
    pill(w, date ? M.coverLabelWithDate(label.text, date) : label.text, x, tagsY, proposal.status === 'DECLINED' ? COLORS.mark : '#15803d');
  }
  doc.y = tagsY + 28;

  // The summary the page shows under its cover: the total, then until when it is valid.
  if (proposal.services.length > 0) {
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLORS.muted);
    paragraph(() => doc.text(M.summaryTotal, w.left, doc.y, { width: w.width }));
    doc.font(FONT.bold).fontSize(20).fillColor(w.accent);
    paragraph(() => doc.text(formatMoney(proposal.totals.total, proposal.currency_code), w.left, doc.y + 2, { width: w.width }));
    doc.moveDown(0.3);
  }
  const validUntil = formatDay(proposal.valid_until_at);
  if (validUntil && isOpenForClient(proposal.status)) {
    doc.font(FONT.regular).fontSize(11).fillColor(COLORS.muted);
    paragraph(() => doc.text(M.validUntil(validUntil), w.left, doc.y, { width: w.width }));
  }

  const imageY = Math.max(doc.y + 18, 330);
  if (!tryImage(w, images.cover, w.left, imageY, [w.width, COVER_IMAGE_HEIGHT], null, 'center')) defaultCover(w, imageY);

  const y = imageY + COVER_IMAGE_HEIGHT + 30;
  const half = w.width / 2 - 10;
  const block = (title: string, lines: string[], bx: number) => {
    doc.font(FONT.bold).fontSize(8.5).fillColor(COLORS.muted);
    paragraph(() => doc.text(title.toUpperCase(), bx, y, { width: half, characterSpacing: 1 }), title);
    doc.font(FONT.bold).fontSize(12).fillColor(COLORS.text);
    paragraph(() => doc.text(lines[0] ?? '', bx, doc.y + 4, { width: half }));
    for (const line of lines.slice(1)) {
      doc.font(FONT.regular).fontSize(10).fillColor(COLORS.muted);
      paragraph(() => doc.text(line, bx, doc.y + 1, { width: half }));
    }
  };
  const client = proposal.client;
  if (client) {
    const contact = client.contact && client.contact.name !== client.name ? [client.contact.name, client.contact.email] : client.contact ? [client.contact.email] : [];
    block(M.preparedFor, [client.name, ...contact.filter(Boolean)], w.left);
  }
  block(M.preparedBy, [org], client ? w.left + half + 20 : w.left);
  doc.fillColor(COLORS.text).font(FONT.regular);
}
