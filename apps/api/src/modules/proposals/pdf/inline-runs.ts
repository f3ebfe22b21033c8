/**
 * Editor.js keeps inline formatting as HTML inside text (<b>, <i>, <a>, <mark>, <code>, <br>). The
 * PDF draws it as styled runs of plain text: this small tokenizer keeps those tags as styles, keeps
 * only the words of any other tag, drops script-like elements whole and decodes entities. Nothing
 * here is ever interpreted as markup by anything else.
 */
export type InlineRun = { text: string; bold?: boolean; italic?: boolean; mark?: boolean; code?: boolean; href?: string };

type Style = Omit<InlineRun, 'text'>;

const STYLE_TAGS: Record<string, keyof Style> = { b: 'bold', strong: 'bold', i: 'italic', em: 'italic', mark: 'mark', code: 'code' };
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title']);
const SAFE_HREF = /^(https?:|mailto:)/i;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/** Parses inline HTML into runs of text with their styles; adjacent runs of one style are merged. */
export function inlineRuns(html: unknown): InlineRun[] {
  if (typeof html !== 'string' || html === '') return [];
  const runs: InlineRun[] = [];
  const stack: { name: string; style: Style }[] = [];
  const current = (): Style => stack[stack.length - 1]?.style ?? {};
  const push = (text: string) => {
    if (!text) return;
    const style = current();
    const last = runs[runs.length - 1];
    if (last && sameStyle(last, style)) last.text += text;
    else runs.push({ text, ...style });
  };
  const tokens = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|[^<]+|</g;
  let dropping: string | null = null;
  for (let m = tokens.exec(html); m; m = tokens.exec(html)) {
    const token = m[0];
    const name = m[1]?.toLowerCase();
    if (dropping) {
      if (name === dropping && token.startsWith('</')) dropping = null;
      continue;
    }
    if (!name) {
      if (!token.startsWith('<!--')) push(decodeEntities(token));
      continue;
    }
    if (DROPPED.has(name)) {
      if (!token.startsWith('</') && !token.endsWith('/>')) dropping = name;
      continue;
    }
    if (name === 'br') {
      push('\n');
      continue;
    }
    if (token.startsWith('</')) {
      const at = stack.map((s) => s.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const style: Style = { ...current() };
    const key = STYLE_TAGS[name];
    if (key) (style as Record<string, unknown>)[key] = true;
    if (name === 'a') {
      const href = attribute(token, 'href')?.trim();
      // A link with an unsafe target keeps its words, not the link.
      if (href && SAFE_HREF.test(href)) style.href = href;
    }
    if (!token.endsWith('/>')) stack.push({ name, style });
  }
  return runs;
}

function sameStyle(a: Style, b: Style): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.mark === !!b.mark && !!a.code === !!b.code && a.href === b.href;
}

/** The plain text of inline HTML (captions, table cells, titles). */
export function inlineText(html: unknown): string {
  return inlineRuns(html)
    .map((r) => r.text)
    .join('');
}
