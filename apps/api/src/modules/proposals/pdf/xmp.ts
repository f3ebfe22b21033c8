const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

type WithInfo = { info: Record<string, unknown>; _addInfo: () => void };

/**
 * pdfkit 0.20 copies the document info (Title, Author, Subject…) into the XMP metadata packet, which
 * it writes from PDF 1.4 on and PDF/UA requires, without escaping it: a proposal called "Diseño &
 * Web" or a workspace "Pérez & Hijos" would make the packet invalid XML, and validators and some
 * readers then drop the title. The /Info dictionary is written earlier in `doc.end()` from the same
 * values, so only the XMP step is handed escaped copies.
 */
export function escapeXmpInfo(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as WithInfo;
  const addInfo = target._addInfo;
  if (typeof addInfo !== 'function') return;
  target._addInfo = function (this: WithInfo) {
    const info = this.info;
    this.info = Object.fromEntries(Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? escapeXml(value) : value]));
    try {
      addInfo.call(this);
    } finally {
      this.info = info;
    }
  };
}
