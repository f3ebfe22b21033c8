import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML, LEGITIMATE_HTML } from '@trato/domain/proposals/content-html.payloads';
import { MAX_INLINE_DEPTH } from '@trato/domain/proposals/content-html';
import { sanitizeContent, sanitizeInlineHtml } from './content-html.ts';

describe('sanitizeInlineHtml (server, parse5)', () => {
  it.each(HOSTILE_HTML)('$name: leaves only the allow-list', ({ html, clean }) => {
    expect(sanitizeInlineHtml(html)).toBe(clean);
    // A second pass changes nothing: what is stored is already what every reader keeps.
    expect(sanitizeInlineHtml(clean)).toBe(clean);
  });

  it.each(LEGITIMATE_HTML)('keeps real formatting byte for byte: %s', (html) => {
    expect(sanitizeInlineHtml(html)).toBe(html);
  });

  it('writes strong/em as b/i, marks with the Marker class, bare text escaped as a browser would', () => {
    expect(sanitizeInlineHtml('<strong>a</strong><em>b</em><mark>c</mark>')).toBe('<b>a</b><i>b</i><mark class="cdx-marker">c</mark>');
    expect(sanitizeInlineHtml('5 > 3\u00a0x')).toBe('5 &gt; 3&nbsp;x');
  });

  it('survives hostile nesting and size without failing (deep tags keep their text)', () => {
    const deep = sanitizeInlineHtml(`${'<b>'.repeat(20_000)}hondo`);
    expect(deep).toBe(`${'<b>'.repeat(MAX_INLINE_DEPTH)}hondo${'</b>'.repeat(MAX_INLINE_DEPTH)}`);
    expect(sanitizeInlineHtml(`<span>${'a<br>'.repeat(150_000)}</span>`)).toBe('a<br>'.repeat(150_000));
  });
});

describe('sanitizeContent: every HTML field of every block type (SPEC §3)', () => {
  const bad = '<img src=x onerror="window.__xss=1"><b onclick="x">ok</b>';
  const good = '<b>ok</b>';

  it('paragraph and header text, image caption, checklist items, table cells, nested list items', () => {
    const out = sanitizeContent({
      time: 1,
      blocks: [
        { id: 'p', type: 'paragraph', data: { text: bad } },
        { id: 'h', type: 'header', data: { text: bad, level: 4 } },
        { id: 'i', type: 'image', data: { file: { url: '/api/files/x.png' }, caption: bad, withBorder: true } },
        { id: 'c', type: 'checklist', data: { items: [{ text: bad, checked: true }] } },
        { id: 't', type: 'table', data: { withHeadings: true, content: [[bad, 'a'], [1, null]] } },
        { id: 'l', type: 'list', data: { style: 'ordered', meta: { start: 2 }, items: [{ content: bad, meta: {}, items: [{ content: bad, meta: {}, items: [bad] }] }] } },
        { id: 'o', type: 'list', data: { style: 'unordered', items: [bad, { text: bad, checked: false }] } },
        { id: 'd', type: 'delimiter', data: {} },
      ],
    });
    expect(out).toEqual({
      time: 1,
      blocks: [
        { id: 'p', type: 'paragraph', data: { text: good } },
        { id: 'h', type: 'header', data: { text: good, level: 4 } },
        { id: 'i', type: 'image', data: { file: { url: '/api/files/x.png' }, caption: good, withBorder: true } },
        { id: 'c', type: 'checklist', data: { items: [{ text: good, checked: true }] } },
        { id: 't', type: 'table', data: { withHeadings: true, content: [[good, 'a'], ['1', '']] } },
        { id: 'l', type: 'list', data: { style: 'ordered', meta: { start: 2 }, items: [{ content: good, meta: {}, items: [{ content: good, meta: {}, items: [good] }] }] } },
        { id: 'o', type: 'list', data: { style: 'unordered', items: [good, { text: good, checked: false }] } },
        { id: 'd', type: 'delimiter', data: {} },
      ],
    });
  });

  it('an array or object where a tool expects HTML becomes empty text (the browser would stringify it into markup)', () => {
    const out = sanitizeContent({ blocks: [{ type: 'paragraph', data: { text: ['<img src=x onerror="window.__xss=1">'] } }] });
    expect(out.blocks[0]?.data.text).toBe('');
  });
});
