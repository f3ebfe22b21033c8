import { describe, expect, it } from 'vitest';
import { decodeEntities, inlineRuns, inlineText } from './inline-runs.ts';
import { orderedMarker } from './content-blocks.ts';

describe('inlineRuns', () => {
  it('keeps bold, italic, mark and safe links as styles, merging equal neighbours', () => {
    expect(inlineRuns('Hola <b>mundo <i>feliz</i></b> y <mark class="cdx-marker">clave</mark> <a href="https://trato.app">aquí</a>')).toEqual([
      { text: 'Hola ' },
      { text: 'mundo ', bold: true },
      { text: 'feliz', bold: true, italic: true },
      { text: ' y ' },
      { text: 'clave', mark: true },
      { text: ' ' },
      { text: 'aquí', href: 'https://trato.app' },
    ]);
  });
  it('drops unsafe link targets and script-like elements, keeps words of unknown tags', () => {
    expect(inlineRuns('<a href="javascript:alert(1)">clic</a><script>x()</script><span style="x">fin</span>')).toEqual([{ text: 'clicfin' }]);
  });
  it('decodes entities and turns <br> into a line break', () => {
    expect(inlineText('a&nbsp;&amp;&lt;b&gt; &#241;&#xF1; &quot;x&quot;<br>y')).toBe('a\u00a0&<b> ññ "x"\ny');
    expect(decodeEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
  it('plain text and non-strings', () => {
    expect(inlineRuns('¿Qué tal? ¡Bien!')).toEqual([{ text: '¿Qué tal? ¡Bien!' }]);
    expect(inlineRuns(42)).toEqual([]);
    expect(inlineText('a < b')).toBe('a < b');
  });
});

describe('orderedMarker', () => {
  it('follows Editor.js counter types', () => {
    expect(orderedMarker(4, 'numeric')).toBe('4.');
    expect(orderedMarker(4, 'lower-roman')).toBe('iv.');
    expect(orderedMarker(14, 'upper-roman')).toBe('XIV.');
    expect(orderedMarker(28, 'lower-alpha')).toBe('ab.');
    expect(orderedMarker(2, 'upper-alpha')).toBe('B.');
    expect(orderedMarker(3, undefined)).toBe('3.');
  });
});
