import { canvasToPng } from './draw-pad.tsx';
import { HANDWRITING_FAMILY, loadHandwritingFont } from './handwriting-font.ts';

const WIDTH = 900;
const HEIGHT = 250;
const MAX_FONT = 110;
const PADDING = 40;

/**
 * Escribir: the typed name drawn on a canvas in the handwriting font and returned as a PNG. The font
 * is awaited first; otherwise the canvas would silently fall back to a system font.
 */
export async function renderTypedSignature(text: string): Promise<Blob> {
  await loadHandwritingFont();
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D no disponible');
  let size = MAX_FONT;
  ctx.font = `${size}px "${HANDWRITING_FAMILY}"`;
  // Long names shrink to fit the width rather than being cut.
  while (size > 24 && ctx.measureText(text).width > WIDTH - PADDING * 2) {
    size -= 4;
    ctx.font = `${size}px "${HANDWRITING_FAMILY}"`;
  }
  ctx.fillStyle = '#0f172a';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, WIDTH / 2, HEIGHT / 2);
  return canvasToPng(canvas);
}
