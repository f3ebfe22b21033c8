import fs from 'node:fs';

/**
 * DejaVu Sans (apps/api/assets/fonts, Bitstream Vera licence): covers Spanish (á é í ó ú ñ ¿ ¡),
 * the checklist boxes ☐ ☑ and most symbols people paste. pdfkit embeds only the glyphs used.
 * Italics are drawn slanted (pdfkit's `oblique`), so two files are enough.
 */
const FONT_DIR = new URL('../../../../assets/fonts/', import.meta.url);

export const FONT = { regular: 'body', bold: 'body-bold' } as const;

let cache: { regular: Buffer; bold: Buffer } | null = null;

function fontFiles() {
  cache ??= {
    regular: fs.readFileSync(new URL('DejaVuSans.ttf', FONT_DIR)),
    bold: fs.readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR)),
  };
  return cache;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  doc.registerFont(FONT.regular, files.regular);
  doc.registerFont(FONT.bold, files.bold);
  doc.font(FONT.regular);
}
