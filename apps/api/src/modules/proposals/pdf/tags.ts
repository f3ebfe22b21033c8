/** The standard structure types the proposal PDF uses (PDF 1.7, 14.8.4). */
export type StructType =
  | 'Document'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'Figure'
  | 'Caption'
  | 'Link';

export type StructOptions = {
  /** Alternative text (figures). */
  alt?: string;
  /** Replacement text for what is drawn (a checkbox glyph read as words). */
  actual?: string;
  /** Figures: [left, top, right, bottom] in page coordinates (pdfkit flips them). */
  bbox?: [number, number, number, number];
  /** Header cells: which cells they head. */
  scope?: 'Row' | 'Column';
  /** Table cells covering more than one column. */
  colSpan?: number;
};

/** What pdfkit 0.20 accepts and has that @types/pdfkit (0.17) does not declare. */
type Element = PDFKit.PDFStructureElement & { dictionary: { data: { A?: Record<string, unknown> } } };
type ElementOptions = { alt?: string; actual?: string; bbox?: number[]; scope?: string };

/**
 * The logical structure of a tagged PDF, built while drawing: a stack of open structure elements
 * under one Document element. Everything painted must be inside `leaf`/`content` (read aloud) or
 * `artifact` (skipped by screen readers): untagged content makes the PDF fail PDF/UA.
 *
 * Marked content cannot nest in pdfkit (marking new content ends the open one), so a `leaf`'s
 * drawing must not draw artifacts; page breaks inside it are fine as long as they go through
 * `doc.continueOnNewPage()`, which closes the marking on the old page and reopens it on the new one.
 */
export class Tags {
  private readonly stack: Element[];

  constructor(private readonly doc: PDFKit.PDFDocument) {
    const root = doc.struct('Document') as Element;
    doc.addStructure(root);
    this.stack = [root];
  }

  private get current(): Element {
    return this.stack[this.stack.length - 1]!;
  }

  private create(type: StructType, opts: StructOptions): Element {
    const { colSpan, ...rest } = opts;
    const element = this.doc.struct(type, rest as ElementOptions as PDFKit.Mixins.StructureElementOptions) as Element;
    if (colSpan && colSpan > 1) {
      const data = element.dictionary.data;
      data.A = { ...data.A, O: 'Table', ColSpan: colSpan };
    }
    // Added at once: an element attached to the document runs its drawing in place, in reading order.
    this.current.add(element);
    return element;
  }

  /** An element holding other elements (a list, a table row): what `children` tags goes inside it. */
  group<T>(type: StructType, children: () => T, opts: StructOptions = {}): T {
    const element = this.create(type, opts);
    this.stack.push(element);
    try {
      return children();
    } finally {
      this.stack.pop();
      element.end();
    }
  }

  /** An element whose content is what `draw` paints (a heading, a cell, a figure). */
  leaf(type: StructType, draw: () => void, opts: StructOptions = {}): void {
    const element = this.create(type, opts);
    let failure: unknown = null;
    // A throw inside pdfkit's closure would leave the marking open and every later tag misplaced.
    element.add(() => {
      try {
        draw();
      } catch (error) {
        failure = error ?? new Error('draw failed');
      }
    });
    element.end();
    if (failure) throw failure;
  }

  /** More content of the innermost open element (a paragraph drawn in pieces around its links). */
  content(draw: () => void): void {
    this.current.add(draw);
  }

  /**
   * Paint that carries no meaning, skipped by screen readers: backgrounds, rules, decorative images
   * (`Layout`), page furniture like the footer or a table header repeated on a new page (`Pagination`).
   */
  artifact(draw: () => void, marking: PDFKit.Mixins.MarkingOptions = { type: 'Layout' }): void {
    this.doc.markContent('Artifact', marking);
    try {
      draw();
    } finally {
      this.doc.endMarkedContent();
    }
  }
}
