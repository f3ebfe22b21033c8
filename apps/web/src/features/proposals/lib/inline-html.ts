import { cleanInlineTree, hasMarkup, inlineTreeText, serializeInline, type InlineNode, type ParsedNode } from '@trato/domain/proposals/content-html';

/**
 * The browser side of the inline allow-list (packages/domain/src/proposals/content-html.ts,
 * decision 0013). Editor.js keeps inline formatting as HTML inside text, written by whoever wrote
 * the proposal, so it is never injected as it is: the browser's own parser reads it in an inert
 * document (no scripts run, nothing loads) and only the allow-list's tree is kept. The document
 * renders that tree as React elements; the builder hands Editor.js its serialised form.
 */
export type { InlineNode, InlineTag } from '@trato/domain/proposals/content-html';
export { safeHref } from '@trato/domain/proposals/content-html';

const XHTML = 'http://www.w3.org/1999/xhtml';

function read(node: Node): ParsedNode<Node> {
  if (node.nodeType === Node.TEXT_NODE) return { kind: 'text', text: (node as Text).data };
  if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).namespaceURI !== XHTML) return { kind: 'other' };
  const element = node as Element;
  return { kind: 'element', name: element.localName, attribute: (name) => element.getAttribute(name), children: Array.from(element.childNodes) };
}

let inert: Document | null = null;

// The server render of the public page has no DOMParser: it is handed the API's parse5 reader
// (apps/api/src/modules/proposals/content-html.ts), which follows the same standard parsing
// algorithm, so the tree (and the markup) is the one the browser builds when it hydrates.
let serverParser: ((html: string) => InlineNode[]) | null = null;

export function setServerInlineParser(parse: (html: string) => InlineNode[]): void {
  serverParser = parse;
}

/** Parses Editor.js inline HTML into the allowed tree. Plain text passes through unchanged. */
export function parseInlineHtml(html: unknown): InlineNode[] {
  if (typeof html !== 'string' || html === '') return [];
  if (!hasMarkup(html)) return [{ kind: 'text', text: html }];
  if (serverParser) return serverParser(html);
  // Parsed as the innerHTML of a <div>, as Editor.js and the server (parse5) parse it, inside a
  // document that has no window: scripts and handlers never run there, images never load.
  inert ??= new DOMParser().parseFromString('', 'text/html');
  const box = inert.createElement('div');
  box.innerHTML = html;
  return cleanInlineTree(Array.from(box.childNodes), read);
}

/** Inline HTML reduced to the allow-list, as HTML (what Editor.js may draw). */
export const sanitizeInlineHtml = (html: string): string => serializeInline(parseInlineHtml(html));

/** The text of inline HTML without any markup (for labels and alt texts). */
export const inlineText = (html: unknown): string => inlineTreeText(parseInlineHtml(html));
