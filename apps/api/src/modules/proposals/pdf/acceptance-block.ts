import { formatCertificateTime } from '@trato/domain/date-format';
import { PDF_MESSAGES as M } from './messages.ts';
import { COLORS, type PdfWriter } from './writer.ts';

/** What the signed copy states about the acceptance on the document itself (the signature row). */
export type Acceptance = {
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  /** SHA-256 of the snapshot that was signed: the evidence the certificate page details. */
  snapshotSha256: string;
  /** The signature image (PNG or JPEG; anything else is named instead). */
  image: Buffer | null;
};

const SIGNATURE_BOX: [number, number] = [200, 70];

/**
 * The acceptance block at the end of the quote (issue 32 §3), as a signed paper quote has it: the
 * signature over a line, who signed and when (the workspace's time and UTC), and the evidence hash,
 * so the document shows it was accepted without the reader turning to the certificate.
 */
export function drawAcceptance(w: PdfWriter, a: Acceptance, timeZone: string): void {
  const { doc } = w;
  const at = formatCertificateTime(a.signedAt, timeZone);
  w.sectionTitle(M.acceptanceTitle);
  w.text(M.acceptanceStatement(a.signerName), { size: 10, color: COLORS.muted, gapAfter: 8 });
  w.ensureSpace(SIGNATURE_BOX[1] + 110);
  const y = doc.y;
  const image = w.openImage(a.image);
  if (image) w.image(image, w.left, y, { fit: SIGNATURE_BOX, valign: 'bottom' }, M.signatureAlt(a.signerName));
  const lineY = y + SIGNATURE_BOX[1] + 4;
  w.tags.artifact(() => doc.moveTo(w.left, lineY).lineTo(w.left + SIGNATURE_BOX[0] + 40, lineY).lineWidth(0.8).strokeColor(COLORS.muted).stroke());
  doc.y = lineY + 6;
  if (!image) doc.y = Math.max(doc.y, y);
  w.text(a.signerName, { bold: true, size: 11, gapAfter: 1 });
  w.text(a.signerEmail, { size: 9.5, color: COLORS.muted, gapAfter: 6 });
  w.keyValues([
    [M.acceptedAt, at.local],
    [M.acceptedAtUtc, at.utc],
  ]);
  w.text(M.evidenceHash, { bold: true, size: 9, color: COLORS.muted, gapAfter: 1 });
  w.text(a.snapshotSha256, { size: 8.5, gapAfter: 4 });
  w.text(M.evidenceNote, { size: 8.5, color: COLORS.muted });
}
