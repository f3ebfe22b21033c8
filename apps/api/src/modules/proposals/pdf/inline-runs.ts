import { inlineTreeText, type InlineNode } from '@trato/domain/proposals/content-html';
import { parseInlineHtml } from '../content-html.ts';

/**
 * Editor.js keeps inline formatting as HTML inside text. The PDF draws it as styled runs of plain
 * text, read through the same allow-list as every other reader (content-html.ts): its tags become
 * styles, any other tag keeps only its words, script-like elements go whole. Nothing here is ever
 * interpreted as markup by anything else.
 */
export type InlineRun = { text: string; bold?: boolean; italic?: boolean; underline?: boolean; mark?: boolean; code?: boolean; href?: string };

type Style = Omit<InlineRun, 'text'>;

const STYLE_OF = { b: 'bold', i: 'italic', u: 'underline', mark: 'mark', code: 'code' } as const;

function collect(nodes: InlineNode[], style: Style, runs: InlineRun[]): void {
  for (const node of nodes) {
    if (node.kind === 'text' || node.tag === 'br') {
      const text = node.kind === 'text' ? node.text : '\n';
      const last = runs[runs.length - 1];
      if (last && sameStyle(last, style)) last.text += text;
      else runs.push({ text, ...style });
      continue;
    }
    const next: Style = { ...style };
    if (node.tag === 'a') next.href = node.href;
    else next[STYLE_OF[node.tag]] = true;
    collect(node.children, next, runs);
  }
}

/** Parses inline HTML into runs of text with their styles; adjacent runs of one style are merged. */
export function inlineRuns(html: unknown): InlineRun[] {
  if (typeof html !== 'string') return [];
  const runs: InlineRun[] = [];
  collect(parseInlineHtml(html), {}, runs);
  return runs;
}

function sameStyle(a: Style, b: Style): boolean {
  return (Object.keys(STYLE_OF) as (keyof typeof STYLE_OF)[]).every((tag) => !!a[STYLE_OF[tag]] === !!b[STYLE_OF[tag]]) && a.href === b.href;
}

/** The plain text of inline HTML (captions, table cells, titles). */
export function inlineText(html: unknown): string {
  return typeof html === 'string' ? inlineTreeText(parseInlineHtml(html), '\n') : '';
}
