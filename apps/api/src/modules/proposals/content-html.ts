import { defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { cleanContentHtml } from '@trato/domain/proposals/content-clean';
import { cleanInlineTree, hasMarkup, serializeInline, type InlineNode, type ParsedNode } from '@trato/domain/proposals/content-html';
import type { ContentData } from '@trato/domain/proposals/content';

/**
 * The server side of the inline allow-list (packages/domain/src/proposals/content-html.ts, decision
 * 0013). parse5 follows the HTML standard's parsing algorithm, so the tree cleaned here is the tree
 * a browser builds from the same string (no parser differential to hide markup in).
 */
type Node = DefaultTreeAdapterTypes.ChildNode;

// Editor.js sets block text as the innerHTML of an element in the page: parse in that same context.
const CONTEXT = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);

function read(node: Node): ParsedNode<Node> {
  if (defaultTreeAdapter.isTextNode(node)) return { kind: 'text', text: node.value };
  if (!defaultTreeAdapter.isElementNode(node) || node.namespaceURI !== parse5Html.NS.HTML) return { kind: 'other' };
  return {
    kind: 'element',
    name: node.tagName,
    attribute: (name) => node.attrs.find((a) => a.name === name && !a.namespace)?.value ?? null,
    children: node.childNodes,
  };
}

/** Inline HTML as the allow-list's tree (the PDF draws it; `sanitizeInlineHtml` writes it back). */
export function parseInlineHtml(html: string): InlineNode[] {
  if (!hasMarkup(html)) return html ? [{ kind: 'text', text: html }] : [];
  return cleanInlineTree(parseFragment(CONTEXT, html, {}).childNodes, read);
}

/** Inline HTML reduced to the allow-list: b, i, u, mark, code, br and http(s)/mailto links. */
export const sanitizeInlineHtml = (html: string): string => serializeInline(parseInlineHtml(html));

/** Editor.js data with every HTML field of every block cleaned (content and request, on every write). */
export const sanitizeContent = (content: ContentData): ContentData => cleanContentHtml(content, sanitizeInlineHtml);
