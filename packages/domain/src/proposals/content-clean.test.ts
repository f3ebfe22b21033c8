import { describe, expect, it } from 'vitest';
import { cleanContentHtml, MAX_LIST_DEPTH } from './content-clean.ts';
import type { ContentData } from './content.ts';

// A visible stand-in for the sanitiser: shows exactly which fields were handed to it.
const mark = (html: string) => `[${html}]`;

describe('cleanContentHtml: which fields are HTML', () => {
  it('hands every HTML field to the cleaner and leaves every other value as it is', () => {
    const content: ContentData = {
      time: 5,
      blocks: [
        { id: 'h', type: 'header', data: { text: 'T', level: 5 } },
        { type: 'image', data: { file: { url: '/api/files/a.png' }, caption: 'C', stretched: true } },
        { type: 'list', data: { style: 'checklist', meta: { start: 3 }, items: [{ content: 'A', meta: { checked: true }, items: ['B'] }] } },
        { type: 'table', data: { withHeadings: true, content: [['x', 7], 'not a row'] } },
        { type: 'delimiter', data: {} },
      ],
    };
    expect(cleanContentHtml(content, mark)).toEqual({
      time: 5,
      blocks: [
        { id: 'h', type: 'header', data: { text: '[T]', level: 5 } },
        { type: 'image', data: { file: { url: '/api/files/a.png' }, caption: '[C]', stretched: true } },
        { type: 'list', data: { style: 'checklist', meta: { start: 3 }, items: [{ content: '[A]', meta: { checked: true }, items: ['[B]'] }] } },
        { type: 'table', data: { withHeadings: true, content: [['[x]', '7']] } },
        { type: 'delimiter', data: {} },
      ],
    });
  });

  it('drops block types outside SPEC §3 and list levels past the limit; absent fields stay absent', () => {
    let items: unknown[] = [];
    const top = items;
    for (let i = 0; i < MAX_LIST_DEPTH + 3; i++) {
      const item = { content: `n${i}`, items: [] as unknown[] };
      items.push(item);
      items = item.items;
    }
    const out = cleanContentHtml({ blocks: [{ type: 'raw', data: { html: '<script>' } }, { type: 'paragraph', data: {} }, { type: 'list', data: { items: top } }] }, mark);
    expect(out.blocks.map((b) => b.type)).toEqual(['paragraph', 'list']);
    expect(out.blocks[0]!.data).toEqual({});
    const depth = (list: unknown[]): number => (list.length ? 1 + depth((list[0] as { items: unknown[] }).items) : 0);
    expect(depth(out.blocks[1]!.data.items as unknown[])).toBe(MAX_LIST_DEPTH);
  });
});
