import { formatCertificateTime, formatTimeToSecond } from '@trato/domain/date-format';
import type { AuditEventRow } from '../audit/audit.ts';
import { PDF_MESSAGES } from '../proposals/pdf/messages.ts';
import { COLORS, type PdfWriter } from '../proposals/pdf/writer.ts';

/** What the certificate shows about a signature (a signatures row, read by signed-pdf.ts). */
export type CertificateSignature = {
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  mode: string;
  snapshotSha256: string;
  imageSha256: string;
  termsVersion: string | null;
};

const MODE_LABELS: Record<string, string> = { draw: 'Dibujada', type: 'Escrita', upload: 'Imagen cargada' };
const EVENT_LABELS: Record<string, string> = {
  created: 'Creada',
  sent: 'Enviada',
  viewed: 'Vista',
  commented: 'Comentario',
  signed: 'Firmada',
  declined: 'Rechazada',
};
const SIGNATURE_BOX: [number, number] = [220, 90];
const HASH_PREFIX = 12;

/** 2026-11-22 14:05:09: beside each local time, UTC, the one reference whatever the reader's zone. */
const utcTime = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The signed copy's last page(s): who signed, when (the workspace's local time with its zone, and
 * UTC), from where, how, the SHA-256 of the snapshot that was signed, the signature image, and the
 * proposal's audit trail.
 */
export function drawCertificate(w: PdfWriter, s: CertificateSignature, image: Buffer | null, events: readonly AuditEventRow[], timeZone: string): void {
  const signedAt = formatCertificateTime(s.signedAt, timeZone);
  w.newPage();
  w.sectionTitle('Certificado de firma electrónica');
  w.text('Este certificado acompaña a la copia firmada de la cotización. La huella SHA-256 identifica exactamente el contenido aceptado: cualquier cambio posterior produciría otra huella.', {
    size: 9.5,
    color: COLORS.muted,
    gapAfter: 10,
  });
  w.keyValues([
    ['Firmado por', s.signerName],
    ['Correo', s.signerEmail],
    ['Fecha y hora local', signedAt.local],
    ['Fecha y hora (UTC)', signedAt.utc],
    ['Dirección IP', s.ip ?? '—'],
    ['Navegador', s.userAgent ?? '—'],
    ['Modo de firma', MODE_LABELS[s.mode] ?? s.mode],
    ...(s.termsVersion ? ([['Términos aceptados', `Versión ${s.termsVersion}`]] as [string, string][]) : []),
  ]);
  w.space(6);
  hashLine(w, 'Huella del contenido firmado (SHA-256)', s.snapshotSha256);
  hashLine(w, 'Huella de la imagen de la firma (SHA-256)', s.imageSha256);
  drawSignatureImage(w, image, s.signerName);
  w.sectionTitle('Registro de auditoría');
  // Each event where the workspace is (issue 32 §3) with UTC beside it.
  w.text(`Horas en ${timeZone} y en UTC.`, { size: 9, color: COLORS.muted, gapAfter: 4 });
  w.table(
    [{ share: 0.45, align: 'right' }, { share: 1.15 }, { share: 2 }, { share: 1.9 }, { share: 1.3 }, { share: 1.7 }],
    events.map((e) => ({
      cells: [
        String(e.seq),
        EVENT_LABELS[e.type] ?? e.type,
        { text: formatTimeToSecond(e.createdAt, timeZone), size: 8.5 },
        { text: utcTime(e.createdAt), size: 8.5 },
        { text: e.ip ?? '—', size: 8.5 },
        { text: e.hash.slice(0, HASH_PREFIX), size: 8 },
      ],
    })),
    { cells: ['#', 'Evento', 'Hora local', 'UTC', 'IP', 'Hash'], bold: true, fill: COLORS.soft },
  );
}

/** A 64-character hash on one full-width line (a label column would wrap it mid-hash). */
function hashLine(w: PdfWriter, label: string, hash: string): void {
  w.text(label, { bold: true, size: 10, color: COLORS.muted, gapAfter: 2 });
  w.text(hash, { size: 9, gapAfter: 8 });
}

/**
 * The signature as signed, a figure named after the signer; pdfkit draws PNG and JPEG only, so a
 * WebP signature is named instead.
 */
function drawSignatureImage(w: PdfWriter, bytes: Buffer | null, signer: string): void {
  w.space(8);
  w.text('Firma', { bold: true, size: 10, color: COLORS.muted, gapAfter: 4 });
  w.ensureSpace(SIGNATURE_BOX[1] + 12);
  const y = w.doc.y;
  const image = w.openImage(bytes);
  try {
    if (!image) throw new Error('no image');
    w.image(image, w.left, y, { fit: SIGNATURE_BOX }, PDF_MESSAGES.signatureAlt(signer));
    w.tags.artifact(() => w.doc.rect(w.left, y, SIGNATURE_BOX[0], SIGNATURE_BOX[1]).lineWidth(0.6).strokeColor(COLORS.border).stroke());
    w.doc.y = y + SIGNATURE_BOX[1] + 12;
  } catch {
    w.text('La imagen de la firma se conserva con la evidencia (su huella figura arriba).', { size: 9, color: COLORS.muted, gapAfter: 10 });
  }
  w.doc.x = w.left;
}
