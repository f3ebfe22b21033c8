import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML, LEGITIMATE_HTML } from '@trato/domain/proposals/content-html.payloads';
import { inlineText, parseInlineHtml, safeHref, sanitizeInlineHtml } from './inline-html.ts';

describe('parseInlineHtml', () => {
  it('keeps the inline formatting Editor.js writes', () => {
    expect(parseInlineHtml('Hola <b>mundo</b> <i>y</i> <mark class="cdx-marker">más</mark><br><code>x</code>')).toEqual([
      { kind: 'text', text: 'Hola ' },
      { kind: 'element', tag: 'b', children: [{ kind: 'text', text: 'mundo' }] },
      { kind: 'text', text: ' ' },
      { kind: 'element', tag: 'i', children: [{ kind: 'text', text: 'y' }] },
      { kind: 'text', text: ' ' },
      { kind: 'element', tag: 'mark', children: [{ kind: 'text', text: 'más' }] },
      { kind: 'element', tag: 'br', children: [] },
      { kind: 'element', tag: 'code', children: [{ kind: 'text', text: 'x' }] },
    ]);
  });

  it('drops scripts and event handlers, keeps only the text of unknown tags', () => {
    const nodes = parseInlineHtml('<img src=x onerror="alert(1)"><script>alert(2)</script><span onclick="x()">texto</span><div>otro</div>');
    expect(nodes).toEqual([
      { kind: 'text', text: 'texto' },
      { kind: 'text', text: 'otro' },
    ]);
  });

  it('keeps links only to http(s) and mailto', () => {
    expect(parseInlineHtml('<a href="https://trato.app">sitio</a>')).toEqual([
      { kind: 'element', tag: 'a', href: 'https://trato.app', children: [{ kind: 'text', text: 'sitio' }] },
    ]);
    expect(parseInlineHtml('<a href="javascript:alert(1)">malo</a>')).toEqual([{ kind: 'text', text: 'malo' }]);
    expect(parseInlineHtml('<a href=" JaVaScRiPt:alert(1)">malo</a>')).toEqual([{ kind: 'text', text: 'malo' }]);
    expect(safeHref('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(safeHref('data:text/html,hi')).toBeUndefined();
  });

  it('decodes entities and passes plain text through', () => {
    expect(parseInlineHtml('Precio &amp; plazo&nbsp;final')).toEqual([{ kind: 'text', text: 'Precio & plazo\u00a0final' }]);
    expect(parseInlineHtml('sin marcas')).toEqual([{ kind: 'text', text: 'sin marcas' }]);
    expect(parseInlineHtml(undefined)).toEqual([]);
    expect(inlineText('<b>Hola</b><br>mundo')).toBe('Hola mundo');
  });
});

describe('sanitizeInlineHtml (browser parser, same allow-list as the server)', () => {
  it.each(HOSTILE_HTML)('$name: leaves exactly what the server leaves', ({ html, clean }) => {
    expect(sanitizeInlineHtml(html)).toBe(clean);
  });

  it.each(LEGITIMATE_HTML)('keeps real formatting byte for byte: %s', (html) => {
    expect(sanitizeInlineHtml(html)).toBe(html);
  });

  it('underline is part of the allow-list', () => {
    expect(parseInlineHtml('<u>firma</u>')).toEqual([{ kind: 'element', tag: 'u', children: [{ kind: 'text', text: 'firma' }] }]);
  });
});
