import { describe, expect, it } from 'vitest';
import { inlineRuns, inlineText } from './inline-runs.ts';
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
  it('underlines <u> and keeps inline code, as the document does', () => {
    expect(inlineRuns('<u>firma</u> <code>npm i</code>')).toEqual([{ text: 'firma', underline: true }, { text: ' ' }, { text: 'npm i', code: true }]);
  });
  it('drops unsafe link targets and script-like elements, keeps words of unknown tags', () => {
    expect(inlineRuns('<a href="javascript:alert(1)">clic</a><script>x()</script><span style="x">fin</span>')).toEqual([{ text: 'clicfin' }]);
    expect(inlineText('<svg><text>dibujo</text></svg><style>b{}</style><meta http-equiv="refresh" content="0">texto')).toBe('texto');
  });
  it('decodes entities and turns <br> into a line break', () => {
    expect(inlineText('a&nbsp;&amp;&lt;b&gt; &#241;&#xF1; &quot;x&quot;<br>y')).toBe('a\u00a0&<b> ññ "x"\ny');
    expect(inlineRuns('uno<br>dos')).toEqual([{ text: 'uno\ndos' }]);
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
