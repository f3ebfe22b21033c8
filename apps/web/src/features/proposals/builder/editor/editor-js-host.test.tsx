import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBlock, ContentData } from '@trato/domain/proposals/content';
import { HOSTILE_HTML, LEGITIMATE_HTML } from '@trato/domain/proposals/content-html.payloads';
import { render, wait } from '../pricing/testing/dom.ts';
import EditorHost from './editor-js-host.tsx';

/**
 * Issue 9 item 4, the browser's pass: rows stored before the server cleaned every write still hold
 * raw payloads. The real Editor.js (with the builder's real tools) is given them through
 * EditorHost, and nothing but the allow-list may reach the page it draws into.
 */
const FILE_URL = '/api/files/ws/foto.png';

function blocksHolding(html: string, i: number): ContentBlock[] {
  return [
    { id: `p${i}`, type: 'paragraph', data: { text: html } },
    { id: `h${i}`, type: 'header', data: { text: html, level: 4 } },
    { id: `l${i}`, type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: html, meta: {}, items: [{ content: html, meta: {}, items: [] }] }] } },
    { id: `c${i}`, type: 'checklist', data: { items: [{ text: html, checked: false }] } },
    { id: `t${i}`, type: 'table', data: { withHeadings: false, content: [[html]] } },
    { id: `i${i}`, type: 'image', data: { file: { url: FILE_URL }, caption: html } },
  ];
}

const STORED: ContentData = { blocks: [...HOSTILE_HTML.map((p) => p.html), ...LEGITIMATE_HTML].flatMap(blocksHolding) };

/** Where each tool draws its HTML: paragraph, header, list item, checklist item, table cell, caption. */
const TEXT_AREAS = ['.ce-paragraph', '.ce-header', '.cdx-list__item-content', '.cdx-checklist__item-text', '.tc-cell', '.image-tool__caption'];

/** Every element inside the text of a block, as `tag attr=value…`: only the allow-list may be there. */
function markupInText(redactor: HTMLElement): string[] {
  return [...redactor.querySelectorAll(TEXT_AREAS.map((area) => `${area} *`).join(', '))].map((e) =>
    [e.localName, ...[...e.attributes].map((a) => `${a.name}=${a.value}`)].join(' '),
  );
}

const ALLOWED = /^(b|i|u|code|br|mark class=cdx-marker|a href=(https:|mailto:)\S*)$/;

/**
 * Editor.js draws a few hundred blocks here, in jsdom: seconds of CPU, more on a busy machine. The
 * wait is bounded by time (and the test's own timeout raised to match), not by a count of polls.
 */
const DRAW_BUDGET_MS = 25_000;

async function drawn(container: HTMLElement, count: number): Promise<HTMLElement> {
  const until = Date.now() + DRAW_BUDGET_MS;
  while (Date.now() < until && container.querySelectorAll('.ce-block').length < count) await wait(50);
  expect(container.querySelectorAll('.ce-block')).toHaveLength(count);
  return container.querySelector<HTMLElement>('.codex-editor__redactor')!;
}

describe('EditorHost hands Editor.js only the allow-list', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; Editor.js asks it whether the screen is a phone. Not a phone.
    window.matchMedia ??= ((media: string) =>
      ({ matches: false, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList);
  });

  it('stored payloads in every block tool are drawn as their words; real formatting is drawn as formatting', async () => {
    const title = document.title;
    const container = render(<EditorHost initialData={STORED} onChange={() => {}} toolset="full" placeholder="" label="Contenido" uploadImage={async () => FILE_URL} />);
    const redactor = await drawn(container, STORED.blocks.length);

    // Inside the text of every tool: only allowed tags, a link's href, the Marker's class.
    const markup = markupInText(redactor);
    expect(markup.filter((m) => !ALLOWED.test(m))).toEqual([]);
    expect(markup).toEqual(expect.arrayContaining(['b', 'i', 'u', 'code', 'br', 'mark class=cdx-marker', 'a href=https://trato.app/?a=1&b=2', 'a href=mailto:ana@example.com']));
    // Nowhere in the editor: no page-level element a payload brings, no image but the block's own file.
    expect([...redactor.querySelectorAll('script, style, meta, link, base, iframe, object, embed, form, input, template')]).toEqual([]);
    for (const img of redactor.querySelectorAll('img')) expect(img.getAttribute('src')).toBe(FILE_URL);
    expect(document.title).toBe(title);

    // The words stay, in every tool: the meta refresh's paragraph, a table cell, a caption.
    const paragraphs = [...redactor.querySelectorAll('.ce-paragraph')].map((p) => p.innerHTML);
    expect(paragraphs.slice(0, HOSTILE_HTML.length)).toEqual(HOSTILE_HTML.map((p) => p.clean));
    expect(paragraphs.slice(HOSTILE_HTML.length)).toEqual([...LEGITIMATE_HTML]);
    for (const area of TEXT_AREAS) expect(redactor.querySelectorAll(area).length, area).toBeGreaterThan(HOSTILE_HTML.length);
    expect(redactor.textContent).toContain('redirigir');
  }, DRAW_BUDGET_MS + 5_000);
});
