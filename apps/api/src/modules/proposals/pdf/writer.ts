import { FONT, fontFor } from './fonts.ts';
import type { InlineRun } from './inline-runs.ts';
import { Tags } from './tags.ts';

export const COLORS = { text: '#0f172a', muted: '#475569', border: '#e2e8f0', soft: '#f1f5f9', mark: '#b45309', link: '#1d4ed8' } as const;

export type TableColumn = { /** Share of the width (all columns' shares are normalised). */ share: number; align?: 'left' | 'right' | 'center' };
export type TableCell =
  | string
  | { text: string; bold?: boolean; muted?: boolean; indent?: number; size?: number; /** Columns this cell covers (default 1). */ span?: number; /** Heads its row (a TH for screen readers). */ rowHeader?: boolean };
export type TableRow = { cells: TableCell[]; fill?: string; bold?: boolean; /** Keep with the next row (e.g. a service and its first subservice). */ keepWithNext?: boolean };

const CELL_PAD = 6;

/** An image pdfkit has parsed (PNG or JPEG), with its size; what `doc.image` draws. */
export type PdfImage = { width: number; height: number };
type ParagraphOptions = {
  indent?: number;
  size?: number;
  bold?: boolean;
  color?: string;
  gapAfter?: number;
  align?: 'left' | 'center' | 'right';
  /** What the paragraph is to a screen reader (default P). */
  tag?: 'P' | 'H2' | 'H3' | 'Caption';
};

/**
 * The PDF's layout primitives over one pdfkit document: styled paragraphs, headings, tables that
 * break across pages (repeating their header), key/value rows. Every section of the proposal is
 * drawn with these, and so is anything appended later (issue 5's signature certificate), so the
 * whole document looks like one. Each primitive also tags what it draws (`tags`, issue 14): the
 * text as headings, paragraphs, lists and tables, and rules and backgrounds as artifacts.
 */
export class PdfWriter {
  readonly tags: Tags;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly accent: string,
  ) {
    this.tags = new Tags(doc);
  }

  get left(): number {
    return this.doc.page.margins.left;
  }
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  /** A page break; content being marked goes on being marked on the new page (see Tags). */
  newPage(): void {
    this.doc.continueOnNewPage();
    this.doc.x = this.left;
  }

  /** Parses PNG or JPEG bytes; null for anything pdfkit cannot draw (so no figure is tagged for it). */
  openImage(bytes: Buffer | null | undefined): PdfImage | null {
    if (!bytes) return null;
    try {
      // openImage is missing from pdfkit's types.
      return (this.doc as unknown as { openImage: (src: Buffer) => PdfImage }).openImage(bytes);
    } catch {
      return null;
    }
  }

  /** Draws a parsed image as a figure with its alternative text, or as an artifact without one. */
  image(image: PdfImage, x: number, y: number, opts: PDFKit.Mixins.ImageOption, alt: string | null): void {
    const draw = () => this.doc.image(image as unknown as Buffer, x, y, opts);
    if (alt === null) return this.tags.artifact(draw);
    const [w, h] = opts.fit ?? [opts.width ?? image.width, opts.height ?? image.height];
    this.tags.leaf('Figure', draw, { alt, bbox: [x, y, x + w, y + h] });
  }

  space(points: number): void {
    if (this.doc.y + points > this.bottom) this.newPage();
    else this.doc.y += points;
  }

  /** A section title (services, payments, an appendix). */
  sectionTitle(text: string): void {
    this.ensureSpace(60);
    this.space(10);
    this.doc.font(FONT.bold).fontSize(15).fillColor(this.accent);
    this.tags.leaf('H2', () => this.doc.text(text, this.left, this.doc.y, { width: this.width }));
    const y = this.doc.y + 3;
    this.tags.artifact(() => this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(1).strokeColor(this.accent).stroke());
    this.doc.y = y + 10;
    this.doc.fillColor(COLORS.text);
  }

  /** An Editor.js header: level 4 larger than level 5; `tag` is its place in the outline. */
  heading(runs: InlineRun[], level: number, tag: 'H2' | 'H3'): void {
    const size = level <= 4 ? 14 : 12;
    this.ensureSpace(size * 3);
    this.space(6);
    this.paragraph(runs, { size, bold: true, gapAfter: 4, tag });
  }

  /**
   * Styled runs as one paragraph starting at `indent` from the left margin. Bold and italic runs use
   * Inter's bold and italic faces, <mark> is tinted and underlined, links stay clickable.
   */
  paragraph(runs: InlineRun[], opts: ParagraphOptions = {}): void {
    const { doc } = this;
    const visible = runs.filter((r) => r.text !== '');
    if (visible.length === 0) return;
    const size = opts.size ?? 10.5;
    const x = this.left + (opts.indent ?? 0);
    const width = this.width - (opts.indent ?? 0);
    doc.fontSize(size);
    this.ensureSpace(doc.currentLineHeight(true) + 2);
    const drawRun = (i: number) => {
      const run = visible[i]!;
      const last = i === visible.length - 1;
      doc.font(fontFor(run.bold || opts.bold, run.italic));
      doc.fillColor(run.mark ? COLORS.mark : run.href ? COLORS.link : run.code ? COLORS.muted : (opts.color ?? COLORS.text));
      const style = { continued: !last, link: run.href ?? null, underline: !!(run.href || run.mark || run.underline), lineGap: 2.5 };
      if (i === 0) doc.text(run.text, x, doc.y, { ...style, width, align: opts.align ?? 'left' });
      else doc.text(run.text, style);
    };
    // Runs of one link are a Link element (which owns the link annotation); the rest is the paragraph's own content.
    const pieces: { href?: string; from: number; to: number }[] = [];
    visible.forEach((run, i) => {
      const last = pieces[pieces.length - 1];
      if (last && last.href === run.href) last.to = i + 1;
      else pieces.push({ href: run.href, from: i, to: i + 1 });
    });
    this.tags.group(opts.tag ?? 'P', () => {
      for (const piece of pieces) {
        const draw = () => {
          for (let i = piece.from; i < piece.to; i++) drawRun(i);
        };
        if (piece.href) this.tags.leaf('Link', draw);
        else this.tags.content(draw);
      }
    });
    doc.x = this.left;
    doc.fillColor(COLORS.text).font(FONT.regular);
    doc.y += opts.gapAfter ?? 6;
  }

  /** A plain paragraph of text. */
  text(text: string, opts: ParagraphOptions = {}): void {
    this.paragraph([{ text }], opts);
  }

  /** A thin centred rule (Editor.js delimiter). */
  delimiter(): void {
    this.ensureSpace(24);
    const y = this.doc.y + 10;
    const mid = this.left + this.width / 2;
    this.tags.artifact(() => this.doc.moveTo(mid - 60, y).lineTo(mid + 60, y).lineWidth(1).strokeColor(COLORS.border).stroke());
    this.doc.y = y + 14;
  }

  /** Label: value rows (the certificate's signer, dates, IP…): a table whose rows are headed by their label. */
  keyValues(rows: [string, string][]): void {
    const labelWidth = Math.min(170, this.width * 0.35);
    this.tags.group('Table', () => {
      for (const [label, value] of rows) {
        this.doc.font(FONT.regular).fontSize(10);
        const h = Math.max(this.doc.heightOfString(value, { width: this.width - labelWidth }), this.doc.heightOfString(label, { width: labelWidth - 8 }));
        this.ensureSpace(h + 6);
        const y = this.doc.y;
        this.tags.group('TR', () => {
          this.doc.font(FONT.bold).fillColor(COLORS.muted);
          this.tags.leaf('TH', () => this.doc.text(label, this.left, y, { width: labelWidth - 8 }), { scope: 'Row' });
          this.doc.font(FONT.regular).fillColor(COLORS.text);
          this.tags.leaf('TD', () => this.doc.text(value, this.left + labelWidth, y, { width: this.width - labelWidth }));
        });
        this.doc.y = y + h + 6;
      }
    });
    this.doc.x = this.left;
  }

  /**
   * A table that fits the width: columns by share, rows as tall as their tallest cell, a page break
   * between rows (never inside one) with the header row repeated on the new page. Tagged as a Table
   * whose header cells are TH for their column; the repeated header is an artifact, so a screen
   * reader meets it once.
   */
  table(columns: TableColumn[], rows: TableRow[], header?: TableRow): void {
    const { doc } = this;
    const shares = columns.reduce((s, c) => s + c.share, 0);
    const widths = columns.map((c) => (c.share / shares) * this.width);
    // A row taller than a page is clipped (with an ellipsis) rather than spilling over the footer.
    const maxHeight = this.bottom - this.doc.page.margins.top;
    /** Each cell with its x and width (a cell may span several columns). */
    const layout = (row: TableRow) => {
      let column = 0;
      return row.cells.map((cell) => {
        const c = cellOf(cell);
        const span = Math.max(1, c.span ?? 1);
        const x = this.left + widths.slice(0, column).reduce((a, b) => a + b, 0);
        const width = widths.slice(column, column + span).reduce((a, b) => a + b, 0);
        const align = columns[column]?.align ?? 'left';
        column += span;
        return { c, x, span, align, textWidth: Math.max(width - 2 * CELL_PAD - (c.indent ?? 0), 10) };
      });
    };
    const measure = (row: TableRow) =>
      Math.min(
        maxHeight,
        Math.max(
          0,
          ...layout(row).map(({ c, textWidth }) => {
            doc.font(c.bold || row.bold ? FONT.bold : FONT.regular).fontSize(c.size ?? 9.5);
            return doc.heightOfString(c.text || ' ', { width: textWidth, lineGap: 1.5 });
          }),
        ) +
          2 * CELL_PAD,
      );
    /** `kind`: the header row (TH cells), a body row, or the header again on a new page (an artifact). */
    const draw = (row: TableRow, height: number, kind: 'header' | 'body' | 'repeat') => {
      const y = doc.y;
      const cells = () => {
        for (const { c, x, span, align, textWidth } of layout(row)) {
          const paint = () => {
            doc.font(c.bold || row.bold ? FONT.bold : FONT.regular).fontSize(c.size ?? 9.5).fillColor(c.muted ? COLORS.muted : COLORS.text);
            doc.text(c.text, x + CELL_PAD + (c.indent ?? 0), y + CELL_PAD, { width: textWidth, height: height - 2 * CELL_PAD, ellipsis: true, align, lineGap: 1.5 });
          };
          if (kind === 'repeat') paint();
          else if (kind === 'header' || c.rowHeader) this.tags.leaf('TH', paint, { scope: kind === 'header' ? 'Column' : 'Row', colSpan: span });
          else this.tags.leaf('TD', paint, { colSpan: span });
        }
      };
      if (row.fill) this.tags.artifact(() => doc.rect(this.left, y, this.width, height).fill(row.fill!));
      if (kind === 'repeat') this.tags.artifact(cells, { type: 'Pagination' });
      else this.tags.group('TR', cells);
      this.tags.artifact(() => doc.moveTo(this.left, y + height).lineTo(this.left + this.width, y + height).lineWidth(0.6).strokeColor(COLORS.border).stroke());
      doc.y = y + height;
    };
    const headerHeight = header ? measure(header) : 0;
    this.tags.group('Table', () => {
      if (header) {
        this.ensureSpace(headerHeight + (rows[0] ? measure(rows[0]) : 0));
        draw(header, headerHeight, 'header');
      }
      rows.forEach((row, i) => {
        const height = measure(row);
        const next = row.keepWithNext && rows[i + 1] ? measure(rows[i + 1]!) : 0;
        if (doc.y + height + next > this.bottom) {
          this.newPage();
          if (header) draw(header, headerHeight, 'repeat');
        }
        draw(row, height, 'body');
      });
    });
    doc.x = this.left;
    doc.fillColor(COLORS.text).font(FONT.regular);
    doc.y += 8;
  }
}

function cellOf(cell: TableCell): Exclude<TableCell, string> {
  return typeof cell === 'string' ? { text: cell } : cell;
}
