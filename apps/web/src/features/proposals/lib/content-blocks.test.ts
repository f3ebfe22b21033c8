import { describe, expect, it } from 'vitest';
import { readChecklist, readHeader, readImage, readList, readTable } from './content-blocks.ts';

describe('content blocks', () => {
  it('reads @editorjs/list v2 with nesting and checklist meta', () => {
    const list = readList({
      style: 'checklist',
      meta: {},
      items: [
        { content: 'Uno', meta: { checked: true }, items: [{ content: 'Uno.a', meta: { checked: false }, items: [] }] },
        { content: 'Dos', meta: {}, items: [] },
      ],
    });
    expect(list.style).toBe('checklist');
    expect(list.items).toEqual([
      { content: 'Uno', checked: true, items: [{ content: 'Uno.a', checked: false, items: [] }] },
      { content: 'Dos', checked: null, items: [] },
    ]);
  });

  it('reads the older string-array list and an ordered start', () => {
    expect(readList({ style: 'ordered', meta: { start: 3 }, items: ['a', 'b'] })).toEqual({
      style: 'ordered',
      start: 3,
      items: [
        { content: 'a', checked: null, items: [] },
        { content: 'b', checked: null, items: [] },
      ],
    });
    expect(readList({ items: 'nope' })).toEqual({ style: 'unordered', start: 1, items: [] });
  });

  it('reads checklists, tables (padding ragged rows) and headers', () => {
    expect(readChecklist({ items: [{ text: 'Hecho', checked: true }, { text: 'No' }] })).toEqual([
      { text: 'Hecho', checked: true },
      { text: 'No', checked: false },
    ]);
    expect(readTable({ withHeadings: true, content: [['a', 'b'], ['c']] })).toEqual({ withHeadings: true, rows: [['a', 'b'], ['c', '']] });
    expect(readHeader({ text: 'T', level: 2 })).toEqual({ text: 'T', level: 4 });
    expect(readHeader({ text: 'T', level: 5 }).level).toBe(5);
  });

  it('accepts only http(s) or same-origin image URLs', () => {
    expect(readImage({ file: { url: 'https://cdn.example.com/a.png' }, caption: 'Foto' })?.url).toBe('https://cdn.example.com/a.png');
    expect(readImage({ url: '/api/uploads/a.png' })?.url).toBe('/api/uploads/a.png');
    expect(readImage({ file: { url: 'javascript:alert(1)' } })).toBeNull();
    expect(readImage({ file: { url: '//evil.example/a.png' } })).toBeNull();
  });
});
