import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A downloaded PDF's first page as text, whitespace collapsed (what a reader of page 1 sees). */
export async function pdfFirstPageText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('')
      .replace(/[\s\u00a0]+/g, ' ');
  } finally {
    await doc.destroy();
  }
}
