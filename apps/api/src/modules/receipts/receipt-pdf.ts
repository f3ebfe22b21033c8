import { formatCertificateTime, formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { RECEIPT_MESSAGES as M, RECEIPT_METHOD_LABELS, type ReceiptDto } from '@trato/domain/payments/receipts';
import { FONT, registerFonts } from '../proposals/pdf/fonts.ts';
import { COLORS, PdfWriter } from '../proposals/pdf/writer.ts';
import { escapeXmpInfo } from '../proposals/pdf/xmp.ts';

const MARGINS = { top: 56, left: 56, right: 56, bottom: 64 };
const DEFAULT_ACCENT = '#1d4ed8';
const LOGO_BOX: [number, number] = [160, 56];

export type ReceiptPdfLook = { logo: Buffer | null; primaryColor: string };

/** Who issued it, one line each: name, tax id, address, contact. */
function issuerLines(r: ReceiptDto): string {
  const i = r.issuer;
  const tax = i.tax_id ? `${i.tax_id_label ?? ''} ${i.tax_id}`.trim() : null;
  const contact = [i.email, i.phone].filter(Boolean).join(' · ');
  return [i.name, tax, i.address, contact || null].filter(Boolean).join('\n');
}

/**
 * The receipt as an A4 PDF with the proposal PDF's machinery (pdfkit, DejaVu fonts, the tagged
 * writer): the workspace's logo and colour, «Recibo REC-2026-0001», who issued it to whom, for what,
 * how much in the workspace's money format, how and when (dates in the zone the receipt was issued
 * in). A voided receipt says so under its title.
 */
export async function renderReceiptPdf(r: ReceiptDto, look: ReceiptPdfLook): Promise<Buffer> {
  const title = M.title(r.code);
  // Loaded on the first PDF, not at start: pdfkit is the heaviest module the server imports (decision 0034).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: 'es',
    displayTitle: true,
    info: { Title: title, Author: r.issuer.name, Subject: M.listTitle, Creator: 'Trato', Producer: 'Trato' },
  });
  escapeXmpInfo(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerFonts(doc);
    const accent = /^#[0-9a-f]{6}$/i.test(look.primaryColor) ? look.primaryColor : DEFAULT_ACCENT;
    const w = new PdfWriter(doc, accent);
    const logo = w.openImage(look.logo);
    if (logo) {
      w.image(logo, w.left, doc.y, { fit: LOGO_BOX }, r.issuer.name);
      doc.y += LOGO_BOX[1] + 12;
    } else {
      w.text(r.issuer.name, { bold: true, size: 14, gapAfter: 12 });
    }
    doc.font(FONT.bold).fontSize(20).fillColor(accent);
    w.tags.leaf('H1', () => doc.text(title, w.left, doc.y, { width: w.width }));
    doc.fillColor(COLORS.text);
    doc.y += 8;
    if (r.voided_at) w.text(`${M.voided}. ${M.voidedNote}`, { bold: true, color: COLORS.mark, gapAfter: 10 });
    w.keyValues([
      [M.number, r.code],
      [M.date, formatLongDate(r.issued_at, r.time_zone) ?? ''],
      [M.from, issuerLines(r)],
      [M.to, r.client_name],
    ]);
    w.sectionTitle(M.details);
    w.keyValues([
      [M.concept, r.payment_name],
      [M.project, r.project_name],
      [M.amount, formatMoney(r.amount, r.currency)],
      [M.method, RECEIPT_METHOD_LABELS[r.method]],
      ...(r.provider_ref ? ([[M.reference, r.provider_ref]] as [string, string][]) : []),
      [M.paidAt, formatCertificateTime(r.paid_at, r.time_zone).local],
    ]);
  } finally {
    doc.end();
  }
  return done;
}
