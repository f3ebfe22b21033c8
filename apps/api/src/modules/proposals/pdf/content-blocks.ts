import type { ContentBlock, ContentData } from '@trato/domain/proposals/content';
import { FONT } from './fonts.ts';
import { inlineRuns, inlineText, type InlineRun } from './inline-runs.ts';
import { PDF_MESSAGES as M } from './messages.ts';
import { COLORS, type PdfWriter, type TableRow } from './writer.ts';

/** Image bytes already loaded for the content's image blocks, by the block's URL. */
export type ContentImages = ReadonlyMap<string, Buffer>;

const LIST_INDENT = 16;
const MAX_DEPTH = 8;
const MAX_IMAGE_HEIGHT = 360;

type ListItem = { content: string; checked?: boolean; items: ListItem[] };

/** The URL of an Editor.js image block (`file.url`, or `url` for pasted links). */
export function imageUrlOf(block: ContentBlock): string | null {
  if (block.type !== 'image') return null;
  const file = block.data.file as { url?: unknown } | undefined;
  const url = file?.url ?? block.data.url;
  return typeof url === 'string' && url ? url : null;
}

/** @editorjs/list v2 items ({content, meta, items}) or v1 strings, as one shape. */
function listItems(raw: unknown, depth = 0): ListItem[] {
  if (!Array.isArray(raw) || depth > MAX_DEPTH) return [];
  return raw.map((item): ListItem => {
    if (typeof item === 'string') return { content: item, items: [] };
    const o = (item ?? {}) as { content?: unknown; text?: unknown; meta?: { checked?: unknown }; items?: unknown };
    const content = typeof o.content === 'string' ? o.content : typeof o.text === 'string' ? o.text : '';
    return { content, checked: o.meta?.checked === true, items: listItems(o.items, depth + 1) };
  });
}

function roman(n: number): string {
  const table: [number, string][] = [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];
  let out = '';
  for (const [value, letters] of table) while (n >= value) [out, n] = [out + letters, n - value];
  return out;
}

function alpha(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(97 + ((k - 1) % 26)) + out;
  return out;
}

/** The marker of the n-th (1-based) item of an ordered list with Editor.js's counter types. */
export function orderedMarker(n: number, counterType: unknown): string {
  switch (counterType) {
    case 'lower-roman':
      return `${roman(n)}.`;
    case 'upper-roman':
      return `${roman(n).toUpperCase()}.`;
    case 'lower-alpha':
      return `${alpha(n)}.`;
    case 'upper-alpha':
      return `${alpha(n).toUpperCase()}.`;
    default:
      return `${n}.`;
  }
}

/** A list (L), its items (LI) each a marker (Lbl) and a body (LBody) that holds the nested list. */
function drawItems(w: PdfWriter, items: ListItem[], style: string, meta: { start?: unknown; counterType?: unknown }, depth: number): void {
  if (items.length === 0) return;
  const start = typeof meta.start === 'number' && Number.isInteger(meta.start) && meta.start > 0 ? meta.start : 1;
  w.tags.group('L', () =>
    items.forEach((item, i) => {
      const marker = style === 'checklist' ? (item.checked ? '☑' : '☐') : style === 'ordered' ? orderedMarker(start + i, depth === 0 ? meta.counterType : 'numeric') : depth % 2 ? '◦' : '•';
      drawMarked(w, marker, inlineRuns(item.content), depth * LIST_INDENT, style === 'ordered' ? 22 : 16, () =>
        // Nested levels keep the parent's style (Editor.js list v2 nests lists of one kind).
        drawItems(w, item.items, style, {}, depth + 1),
      );
    }),
  );
}

/** Checkbox glyphs read as words: a screen reader may name the glyph or say nothing at all. */
const CHECKBOX_WORDS: Record<string, string> = { '☑': `${M.checked} `, '☐': `${M.unchecked} ` };

/** A list item: the marker in a gutter, the text wrapping beside it; `nested` draws inside its body. */
function drawMarked(w: PdfWriter, marker: string, runs: InlineRun[], indent: number, gutter: number, nested?: () => void): void {
  const { doc } = w;
  w.tags.group('LI', () => {
    doc.font(FONT.regular).fontSize(10.5);
    w.ensureSpace(doc.currentLineHeight(true) + 4);
    const y = doc.y;
    doc.fillColor(COLORS.muted);
    w.tags.leaf('Lbl', () => doc.text(marker, w.left + indent, y, { width: gutter, lineBreak: false }), { actual: CHECKBOX_WORDS[marker] });
    doc.y = y;
    w.tags.group('LBody', () => {
      w.paragraph(runs.length ? runs : [{ text: ' ' }], { indent: indent + gutter, gapAfter: 3 });
      nested?.();
    });
  });
}

function drawTable(w: PdfWriter, data: Record<string, unknown>): void {
  const content = Array.isArray(data.content) ? (data.content as unknown[]).filter(Array.isArray) as unknown[][] : [];
  const columns = Math.max(0, ...content.map((r) => r.length));
  if (columns === 0) return;
  const rows: TableRow[] = content.map((r) => ({ cells: Array.from({ length: columns }, (_, i) => inlineText(r[i])) }));
  const withHeadings = data.withHeadings === true;
  const [first, ...rest] = rows;
  const header = withHeadings && first ? { ...first, bold: true, fill: COLORS.soft } : undefined;
  w.space(4);
  w.table(Array.from({ length: columns }, () => ({ share: 1 })), header ? rest : rows, header);
}

/** An image block: a figure whose alternative text is its caption (Editor.js has no other). */
function drawImage(w: PdfWriter, block: ContentBlock, images: ContentImages): void {
  const url = imageUrlOf(block);
  const caption = inlineText(block.data.caption).trim();
  const { doc } = w;
  // Parsed once to know the size to fit; null when pdfkit cannot draw it (it knows PNG and JPEG): the caption still says what it was.
  const image = w.openImage(url ? images.get(url) : undefined);
  if (image) {
    try {
      const scale = Math.min(1, w.width / image.width, MAX_IMAGE_HEIGHT / image.height);
      const height = image.height * scale;
      const width = image.width * scale;
      w.ensureSpace(height + 8);
      w.image(image, w.left + (w.width - width) / 2, doc.y + 4, { width, height }, caption || M.imageAlt);
      doc.y += height + 8;
    } catch {
      // Parsed but not drawable after all: the caption is still there.
    }
  }
  if (caption) w.text(caption, { size: 9, color: COLORS.muted, align: 'center', tag: 'Caption' });
}

/**
 * Draws Editor.js content: every block type of SPEC §3; unknown blocks are skipped. Its headers sit
 * under the proposal's title (H1): level 4 is an H2, level 5 an H3 once an H2 came before it (a
 * reader's outline must not skip a level).
 */
export function drawContent(w: PdfWriter, content: ContentData | null, images: ContentImages): void {
  let sawH2 = false;
  for (const block of content?.blocks ?? []) {
    const data = block.data ?? {};
    switch (block.type) {
      case 'header': {
        const level = Number(data.level) === 5 ? 5 : 4;
        const tag: 'H2' | 'H3' = level === 5 && sawH2 ? 'H3' : 'H2';
        sawH2 ||= tag === 'H2';
        w.heading(inlineRuns(data.text), level, tag);
        break;
      }
      case 'paragraph':
        w.paragraph(inlineRuns(data.text));
        break;
      case 'list': {
        const style = data.style === 'ordered' || data.style === 'checklist' ? data.style : 'unordered';
        drawItems(w, listItems(data.items), style, (data.meta ?? {}) as Record<string, unknown>, 0);
        w.space(4);
        break;
      }
      case 'checklist': {
        const items = Array.isArray(data.items) ? (data.items as { text?: unknown; checked?: unknown }[]) : [];
        if (items.length) w.tags.group('L', () => items.forEach((item) => drawMarked(w, item?.checked === true ? '☑' : '☐', inlineRuns(item?.text), 0, 16)));
        w.space(4);
        break;
      }
      case 'delimiter':
        w.delimiter();
        break;
      case 'table':
        drawTable(w, data);
        break;
      case 'image':
        drawImage(w, block, images);
        break;
    }
  }
}
