import { formatCertificateTime, formatLongDate } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { RECEIPT_MESSAGES as M, RECEIPT_METHOD_LABELS, type ReceiptDto } from '@trato/domain/payments/receipts';
import { FONT } from '../proposals/pdf/fonts.ts';
import { COLORS } from '../proposals/pdf/writer.ts';
import { renderTaggedPdf } from '../proposals/pdf/tagged-document.ts';

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
  return renderTaggedPdf({ title, author: r.issuer.name, subject: M.listTitle, accent: look.primaryColor }, (w, doc) => {
    const logo = w.openImage(look.logo);
    if (logo) {
      w.image(logo, w.left, doc.y, { fit: LOGO_BOX }, r.issuer.name);
      doc.y += LOGO_BOX[1] + 12;
    } else {
      w.text(r.issuer.name, { bold: true, size: 14, gapAfter: 12 });
    }
    doc.font(FONT.bold).fontSize(20).fillColor(w.accent);
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
  });
}
