import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A structure element as pdf.js hands it to assistive technology, with the text of its content. */
export type TagNode = { role: string; alt?: string; text: string; children: TagNode[]; annotations: number };

/** What a screen reader gets from a PDF: the catalog's accessibility entries and each page's tags. */
export type PdfTags = {
  marked: boolean;
  displayDocTitle: boolean;
  language: string | undefined;
  title: string | undefined;
  author: string | undefined;
  /** The XMP packet's title and PDF/UA part (undefined when the packet is missing or not XML). */
  xmpTitle: string | undefined;
  pdfUaPart: string | undefined;
  /** Each page's structure elements, from the Document element down. */
  pages: TagNode[][];
  /** Text painted as artifacts (skipped by readers), page by page. */
  artifactText: string[];
  /** Painting operators outside any marked content, page by page: a tagged PDF has none. */
  untagged: number[];
};

type RawNode = { role?: string; alt?: string; type?: string; id?: string; children?: RawNode[] };
type MarkedItem = { type?: string; id?: string | null; tag?: string; str?: string; hasEOL?: boolean };

const PAINT = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
  OPS.fill,
  OPS.eoFill,
  OPS.stroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
  OPS.shadingFill,
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
]);
const BEGIN = new Set<number>([OPS.beginMarkedContent, OPS.beginMarkedContentProps]);

const squash = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** Text of each marked-content id, and of everything painted inside artifacts. */
function markedText(items: MarkedItem[]): { byId: Map<string, string>; artifacts: string } {
  const byId = new Map<string, string>();
  const stack: { id: string | null; artifact: boolean }[] = [];
  let artifacts = '';
  for (const item of items) {
    if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
      stack.push({ id: item.id ?? null, artifact: item.tag === 'Artifact' || !!stack.at(-1)?.artifact });
    } else if (item.type === 'endMarkedContent') {
      stack.pop();
    } else if (typeof item.str === 'string') {
      const top = stack.at(-1);
      const text = item.str + (item.hasEOL ? ' ' : '');
      if (top?.artifact) artifacts += text;
      else if (top?.id) byId.set(top.id, (byId.get(top.id) ?? '') + text);
    }
  }
  return { byId, artifacts: squash(artifacts) };
}

function toNode(raw: RawNode, text: Map<string, string>): TagNode {
  const children: TagNode[] = [];
  let own = '';
  let annotations = 0;
  for (const child of raw.children ?? []) {
    if (child.role) {
      const node = toNode(child, text);
      children.push(node);
      own += ` ${node.text}`;
    } else if (child.type === 'content' && child.id) own += text.get(child.id) ?? '';
    else if (child.type === 'object' || child.type === 'annotation') annotations++;
  }
  return { role: raw.role!, ...(raw.alt !== undefined && { alt: raw.alt }), text: squash(own), children, annotations };
}

/** Reads a PDF's tags with pdf.js, the way a viewer exposes them to screen readers. */
export async function pdfTags(pdf: Buffer): Promise<PdfTags> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const [markInfo, prefs, meta] = await Promise.all([doc.getMarkInfo(), doc.getViewerPreferences(), doc.getMetadata()]);
  const info = meta.info as Record<string, string | undefined>;
  const xmp = meta.metadata;
  const result: PdfTags = {
    marked: markInfo?.Marked === true,
    displayDocTitle: (prefs as { DisplayDocTitle?: boolean } | null)?.DisplayDocTitle === true,
    language: info.Language,
    title: info.Title,
    author: info.Author,
    xmpTitle: (xmp?.get('dc:title') as string | null) ?? undefined,
    pdfUaPart: (xmp?.get('pdfuaid:part') as string | null) ?? undefined,
    pages: [],
    artifactText: [],
    untagged: [],
  };
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const [tree, content, ops] = await Promise.all([page.getStructTree(), page.getTextContent({ includeMarkedContent: true }), page.getOperatorList()]);
    const { byId, artifacts } = markedText(content.items as MarkedItem[]);
    result.pages.push(((tree as RawNode | null)?.children ?? []).map((n) => toNode(n, byId)));
    result.artifactText.push(artifacts);
    let depth = 0;
    let untagged = 0;
    for (const fn of ops.fnArray) {
      if (BEGIN.has(fn)) depth++;
      else if (fn === OPS.endMarkedContent) depth--;
      else if (depth === 0 && PAINT.has(fn)) untagged++;
    }
    result.untagged.push(untagged);
  }
  await doc.destroy();
  return result;
}

/** Every element under `nodes`, depth first (document order). */
export function allTags(nodes: TagNode[]): TagNode[] {
  return nodes.flatMap((n) => [n, ...allTags(n.children)]);
}

/** The elements of one role, across the given pages, in document order. */
export function tagsOf(pages: TagNode[][], role: string): TagNode[] {
  return pages.flatMap((p) => allTags(p)).filter((n) => n.role === role);
}
