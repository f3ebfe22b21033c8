/**
 * Editor.js keeps inline formatting as HTML inside text (bold, italic, links, marker, code). That
 * HTML comes from whoever wrote the proposal, so it is never injected: it is parsed with DOMParser
 * (which runs no scripts) and reduced to a tiny tree of allowed tags that React renders as elements.
 * Anything else keeps only its text; script-like elements are dropped whole.
 */
export type InlineTag = 'b' | 'i' | 'a' | 'mark' | 'br' | 'code';
export type InlineNode = { kind: 'text'; text: string } | { kind: 'element'; tag: InlineTag; href?: string; children: InlineNode[] };

const TAGS: Record<string, InlineTag> = { b: 'b', strong: 'b', i: 'i', em: 'i', a: 'a', mark: 'mark', br: 'br', code: 'code' };
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title']);
const SAFE_HREF = /^(https?:|mailto:)/i;

/** A link target only when it is http(s) or mailto (never javascript:, data:, relative tricks). */
export function safeHref(raw: string | null): string | undefined {
  const href = raw?.trim();
  return href && SAFE_HREF.test(href) ? href : undefined;
}

function convert(nodes: NodeListOf<ChildNode>): InlineNode[] {
  const out: InlineNode[] = [];
  nodes.forEach((node) => {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      if (text) out.push({ kind: 'text', text });
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const name = el.tagName.toLowerCase();
    if (DROPPED.has(name)) return;
    const tag = TAGS[name];
    const children = convert(el.childNodes);
    if (!tag) {
      out.push(...children);
      return;
    }
    if (tag === 'a') {
      const href = safeHref(el.getAttribute('href'));
      // A link with an unsafe target keeps its words, not the link.
      if (!href) out.push(...children);
      else out.push({ kind: 'element', tag, href, children });
      return;
    }
    out.push({ kind: 'element', tag, children: tag === 'br' ? [] : children });
  });
  return out;
}

/** Parses Editor.js inline HTML into the allowed tree. Plain text passes through unchanged. */
export function parseInlineHtml(html: unknown): InlineNode[] {
  if (typeof html !== 'string' || html === '') return [];
  if (!/[<&]/.test(html)) return [{ kind: 'text', text: html }];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return convert(doc.body.childNodes);
}

/** The text of inline HTML without any markup (for labels and alt texts). */
export function inlineText(html: unknown): string {
  const walk = (nodes: InlineNode[]): string => nodes.map((n) => (n.kind === 'text' ? n.text : n.tag === 'br' ? ' ' : walk(n.children))).join('');
  return walk(parseInlineHtml(html));
}
