// The woff2 ships with the app (@fontsource/dancing-script); Vite turns the import into a hashed URL,
// so the font is fetched only when the Escribir tab is first opened.
import fontUrl from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url';

/** A private family name, so a page's own "Dancing Script" rule never stands in for ours. */
export const HANDWRITING_FAMILY = 'Trato Signature';

let loading: Promise<void> | null = null;

/** Registers the handwriting font once and resolves when text can be drawn with it. */
export function loadHandwritingFont(): Promise<void> {
  loading ??= (async () => {
    if (typeof FontFace === 'undefined' || !document.fonts) return;
    const face = new FontFace(HANDWRITING_FAMILY, `url(${fontUrl}) format('woff2')`, { display: 'block' });
    document.fonts.add(face);
    await face.load();
    await document.fonts.load(`48px "${HANDWRITING_FAMILY}"`);
  })().catch((error: unknown) => {
    loading = null; // let a later attempt try again
    throw error;
  });
  return loading;
}
