import { registerFonts } from './fonts.ts';
import { PdfWriter } from './writer.ts';
import { escapeXmpInfo } from './xmp.ts';

const MARGINS = { top: 56, left: 56, right: 56, bottom: 64 };
const DEFAULT_ACCENT = '#1d4ed8';

export type TaggedDocumentInfo = { title: string; author: string; subject: string; accent: string };

/**
 * An A4 PDF drawn by `draw`, tagged for screen readers (issue 14, decision 0052: structure, Spanish,
 * the title shown as the window's), with the DejaVu fonts and the workspace's accent (its primary
 * colour when it is one, else Trato's blue). The proposal and the receipt (issue 31) are both made
 * here, so every document the client downloads has the same page, fonts and tags.
 */
export async function renderTaggedPdf(info: TaggedDocumentInfo, draw: (w: PdfWriter, doc: PDFKit.PDFDocument) => void | Promise<void>): Promise<Buffer> {
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
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: 'Trato', Producer: 'Trato' },
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
    const accent = /^#[0-9a-f]{6}$/i.test(info.accent) ? info.accent : DEFAULT_ACCENT;
    await draw(new PdfWriter(doc, accent), doc);
  } finally {
    doc.end();
  }
  return done;
}
