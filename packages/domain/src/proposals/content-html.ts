/**
 * The one allow-list of inline HTML inside rich-text content (SPEC §3 content blocks;
 * docs/decisions/0013). Editor.js keeps bold, italic, links and marks as HTML inside block text, and
 * that HTML comes from whoever wrote the proposal. The server cleans it on every write, the builder
 * cleans it again before Editor.js draws it, and the web document and the PDF draw only this tree.
 *
 * The walk here works on a tree that a real HTML parser built (parse5 on the server, the browser's
 * own parser on the web), so what is kept is what a browser would see. Nothing is matched with
 * regular expressions; the output is written from the clean tree, never copied from the input.
 */
export const INLINE_TAGS = ['b', 'i', 'u', 'mark', 'code', 'br', 'a'] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

/** Input tag names and the inline tag each becomes: pasted text brings strong/em for bold/italic. */
const TAG_OF: Readonly<Record<string, InlineTag>> = { b: 'b', strong: 'b', i: 'i', em: 'i', u: 'u', mark: 'mark', code: 'code', br: 'br', a: 'a' };

/**
 * Elements removed WITH everything inside: their content is code, styles, another document or
 * form state, never words of the proposal. Any other unknown element keeps only its text.
 */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed',
  'noframes', 'svg', 'math', 'meta', 'link', 'base', 'title', 'head', 'xmp', 'plaintext', 'textarea', 'select',
  'canvas', 'audio', 'video',
]);

/**
 * The only attribute written besides a link's href, and it is fixed, never copied: Editor.js's
 * Marker tool recognises (and styles) its marks by this class, so a mark without it could not be
 * un-marked in the builder.
 */
export const MARK_CLASS = 'cdx-marker';

/** Deeper allowed elements keep only their text: real formatting is never this deep, and the walk stays small. */
export const MAX_INLINE_DEPTH = 16;

const SAFE_HREF = /^(?:https?|mailto):/i;

/** A link target only when it is http(s) or mailto (never javascript:, data:, relative tricks). */
export function safeHref(raw: string | null | undefined): string | undefined {
  const href = raw?.trim();
  return href && SAFE_HREF.test(href) ? href : undefined;
}

export type InlineNode = { kind: 'text'; text: string } | { kind: 'element'; tag: InlineTag; href?: string; children: InlineNode[] };

/** What the walk needs to know of one parsed node, whatever parser built it. */
export type ParsedNode<N> =
  | { kind: 'text'; text: string }
  /** An element of the HTML namespace, `name` in lower case. */
  | { kind: 'element'; name: string; attribute: (name: string) => string | null; children: readonly N[] }
  /** Comments, doctype, processing instructions, SVG/MathML elements: nothing of them is kept. */
  | { kind: 'other' };

export type NodeReader<N> = (node: N) => ParsedNode<N>;

/** The text under some nodes, dropped elements excluded; iterative so hostile nesting cannot overflow the stack. */
function textOf<N>(nodes: readonly N[], read: NodeReader<N>): string {
  let text = '';
  const pending: N[] = [...nodes].reverse();
  while (pending.length) {
    const node = read(pending.pop() as N);
    if (node.kind === 'text') text += node.text;
    if (node.kind !== 'element' || DROPPED_ELEMENTS.has(node.name)) continue;
    // One push per child, not push(...children): an element may hold more children than a call takes arguments.
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i] as N);
  }
  return text;
}

/** Reduces a parsed tree to the allow-list: allowed tags (href checked), text, nothing else. */
export function cleanInlineTree<N>(nodes: readonly N[], read: NodeReader<N>, depth = 0): InlineNode[] {
  const out: InlineNode[] = [];
  for (const raw of nodes) {
    const node = read(raw);
    if (node.kind === 'text') {
      if (node.text) out.push({ kind: 'text', text: node.text });
      continue;
    }
    if (node.kind !== 'element' || DROPPED_ELEMENTS.has(node.name)) continue;
    const tag = TAG_OF[node.name];
    if (depth >= MAX_INLINE_DEPTH) {
      const text = textOf([raw], read);
      if (text) out.push({ kind: 'text', text });
      continue;
    }
    const children = tag === 'br' ? [] : cleanInlineTree(node.children, read, depth + 1);
    const href = tag === 'a' ? safeHref(node.attribute('href')) : undefined;
    // Unknown tags, and links to anything but http(s)/mailto, keep their words only.
    if (!tag || (tag === 'a' && !href)) for (const child of children) out.push(child);
    else out.push(href ? { kind: 'element', tag, href, children } : { kind: 'element', tag, children });
  }
  return out;
}

// Escaping as the browser serialises innerHTML, so a clean string written by Editor.js comes back byte for byte.
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The clean tree as HTML: only allowed tags, a link's href and the mark's fixed class. */
export function serializeInline(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeText(node.text);
      if (node.tag === 'br') return '<br>';
      const attributes = node.href ? ` href="${escapeAttribute(node.href)}"` : node.tag === 'mark' ? ` class="${MARK_CLASS}"` : '';
      return `<${node.tag}${attributes}>${serializeInline(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** The words of a clean tree, a line break as a space (labels, alt texts). */
export function inlineTreeText(nodes: readonly InlineNode[], lineBreak = ' '): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.tag === 'br' ? lineBreak : inlineTreeText(n.children, lineBreak))).join('');
}

/** Markup-free text needs no parsing at all; most block text is plain. */
export const hasMarkup = (html: string): boolean => /[<&]/.test(html);
