import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The PDFs' typeface (issue 32 §3, decision 0080): Inter, the brand's, from the `@fontsource/inter`
 * package (SIL Open Font License 1.1, its text in node_modules/@fontsource/inter/LICENSE), in regular,
 * bold, italic and bold italic. Its latin files hold Spanish (á é í ó ú ü ñ ¿ ¡), € and typographic
 * punctuation; pdfkit reads WOFF and embeds only the glyphs used.
 *
 * DejaVu Sans (apps/api/assets/fonts, Bitstream Vera licence) is the fallback: a string with a
 * character Inter lacks (the checklist boxes ☐ ☑, arrows, other scripts people paste) is drawn and
 * measured in DejaVu instead, so nothing turns into an empty box.
 */
const FONT_DIR = new URL('../../../../assets/fonts/', import.meta.url);
const require = createRequire(import.meta.url);
const inter = (file: string) => require.resolve(`@fontsource/inter/files/${file}`);

export const FONT = { regular: 'body', bold: 'body-bold', italic: 'body-italic', boldItalic: 'body-bold-italic' } as const;
const FALLBACK = { regular: 'fallback', bold: 'fallback-bold' } as const;

/** The face for a run's style. */
export const fontFor = (bold: boolean | undefined, italic: boolean | undefined): string =>
  bold ? (italic ? FONT.boldItalic : FONT.bold) : italic ? FONT.italic : FONT.regular;

type FontFiles = Record<keyof typeof FONT | 'fallback' | 'fallbackBold', Buffer>;
let cache: FontFiles | null = null;

function fontFiles(): FontFiles {
  cache ??= {
    regular: fs.readFileSync(inter('inter-latin-400-normal.woff')),
    bold: fs.readFileSync(inter('inter-latin-700-normal.woff')),
    italic: fs.readFileSync(inter('inter-latin-400-italic.woff')),
    boldItalic: fs.readFileSync(inter('inter-latin-700-italic.woff')),
    fallback: fs.readFileSync(new URL('DejaVuSans.ttf', FONT_DIR)),
    fallbackBold: fs.readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR)),
  };
  return cache;
}

/** What pdfkit keeps as the current font (not in its types): the fontkit font it embeds. */
type PdfFont = { font?: { hasGlyphForCodePoint(cp: number): boolean } };
type WithFont = { _font: PdfFont };

export function registerFonts(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  doc.registerFont(FONT.regular, files.regular);
  doc.registerFont(FONT.bold, files.bold);
  doc.registerFont(FONT.italic, files.italic);
  doc.registerFont(FONT.boldItalic, files.boldItalic);
  doc.registerFont(FALLBACK.regular, files.fallback);
  doc.registerFont(FALLBACK.bold, files.fallbackBold);
  installFallback(doc);
  doc.font(FONT.regular);
}

/**
 * Makes `text`, `widthOfString` and `heightOfString` switch to DejaVu for one call when the string
 * has a character the current Inter face has no glyph for, and back after it: every drawing and
 * measuring call of the writers goes through these, so they need not know about the fallback.
 */
function installFallback(doc: PDFKit.PDFDocument): void {
  const current = () => (doc as unknown as WithFont)._font;
  const fallbackOf = new Map<PdfFont, string>();
  for (const [name, fallback] of [
    [FONT.regular, FALLBACK.regular],
    [FONT.italic, FALLBACK.regular],
    [FONT.bold, FALLBACK.bold],
    [FONT.boldItalic, FALLBACK.bold],
  ] as const) {
    doc.font(name);
    fallbackOf.set(current(), fallback);
  }
  const lacksGlyph = (font: PdfFont, text: unknown): boolean => {
    if (typeof text !== 'string' || !font.font) return false;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp > 0x7e && !font.font.hasGlyphForCodePoint(cp)) return true;
    }
    return false;
  };
  const wrap = <K extends 'text' | 'widthOfString' | 'heightOfString'>(method: K) => {
    const original = (doc[method] as (...args: unknown[]) => unknown).bind(doc);
    (doc as unknown as Record<K, (...args: unknown[]) => unknown>)[method] = (...args: unknown[]) => {
      const font = current();
      const fallback = fallbackOf.get(font);
      if (!fallback || !lacksGlyph(font, args[0])) return original(...args);
      doc.font(fallback);
      try {
        return original(...args);
      } finally {
        (doc as unknown as WithFont)._font = font;
      }
    };
  };
  wrap('text');
  wrap('widthOfString');
  wrap('heightOfString');
}
