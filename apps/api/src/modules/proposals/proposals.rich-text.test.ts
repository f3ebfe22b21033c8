import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContentBlock, ContentData } from '@trato/domain/proposals/content';
import { HOSTILE_HTML, LEGITIMATE_HTML } from '@trato/domain/proposals/content-html.payloads';
import { useTestApp } from '../../../test/app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { expectError } from '../../../test/http.ts';
import { projects } from '../../db/schema/index.ts';
import { addLine, api, newProposal, type Json } from './proposals.fixtures.ts';
import { JSON_BOUNDS_MESSAGES } from '../../lib/json-bounds.ts';

/**
 * Issue 9 item 4: a member stored HTML in a proposal's rich text that the builder then drew for the
 * owner (meta refresh to another site, <style>, handlers). Every write of `content` and `request`
 * must store, and answer, only the inline allow-list (decision 0013).
 */
const t = useTestApp();
const { get, post, put } = api(t);

/** Every place a block tool draws as HTML, each holding `html` (SPEC §3 block types). */
function everyHtmlField(html: string, i: number): ContentBlock[] {
  return [
    { id: `p${i}`, type: 'paragraph', data: { text: html } },
    { id: `h${i}`, type: 'header', data: { text: html, level: 4 } },
    { id: `l${i}`, type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: html, meta: {}, items: [{ content: html, meta: {}, items: [] }] }] } },
    { id: `o${i}`, type: 'list', data: { style: 'ordered', items: [html] } },
    { id: `c${i}`, type: 'checklist', data: { items: [{ text: html, checked: false }] } },
    { id: `t${i}`, type: 'table', data: { withHeadings: false, content: [[html, 'celda']] } },
    { id: `i${i}`, type: 'image', data: { file: { url: '/api/files/x.png' }, caption: html } },
  ];
}

const contentOf = (pick: (p: (typeof HOSTILE_HTML)[number]) => string): ContentData => ({
  time: 1,
  version: '2.31.7',
  blocks: HOSTILE_HTML.flatMap((p, i) => everyHtmlField(pick(p), i)),
});
const HOSTILE = contentOf((p) => p.html);
const CLEANED = contentOf((p) => p.clean);

/** The request step's text (paragraphs, headers, lists, checklists: the basic toolset). */
const requestOf = (pick: (p: (typeof HOSTILE_HTML)[number]) => string): ContentData => ({
  blocks: HOSTILE_HTML.map((p, i) => ({ id: `r${i}`, type: 'paragraph', data: { text: pick(p) } })),
});

async function storedRow(id: string) {
  const [row] = await t.db.select({ content: projects.content, request: projects.request }).from(projects).where(eq(projects.id, id));
  return row!;
}

async function memberWithProposal() {
  const owner = await createOwner(t.db);
  const member = await createMember(t.db, owner.workspace.id, 'member');
  const line = await addLine(t, owner.workspace.id);
  const p = await newProposal(t, owner, line.id);
  return { owner, member, p };
}

describe('rich text is stored only as the inline allow-list', () => {
  it('PUT by a member: every payload in every HTML field of content and request is cleaned, stored and answered', async () => {
    const { owner, member, p } = await memberWithProposal();
    const res = await put(member.headers, `/api/v1/proposals/${p.id}`, { content: HOSTILE, request: requestOf((x) => x.html) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.content).toEqual(CLEANED);
    expect(res.json().data.request).toEqual(requestOf((x) => x.clean));
    expect(await storedRow(p.id)).toEqual({ content: CLEANED, request: requestOf((x) => x.clean) });
    // What the owner's builder loads is the clean copy.
    const form = (await get(owner.headers, `/api/v1/proposal-form/${p.id}`)).json().result as Json;
    expect(form.content).toEqual(CLEANED);
  });

  it('real formatting (bold, italic, underline, marker, code, links, line breaks, entities) is stored exactly as sent', async () => {
    const { member, p } = await memberWithProposal();
    const content: ContentData = { blocks: LEGITIMATE_HTML.flatMap((html, i) => everyHtmlField(html, i)) };
    const res = await put(member.headers, `/api/v1/proposals/${p.id}`, { content, request: { blocks: [{ type: 'paragraph', data: { text: LEGITIMATE_HTML[0] } }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.content).toEqual(content);
    expect((await storedRow(p.id)).request).toEqual({ blocks: [{ type: 'paragraph', data: { text: LEGITIMATE_HTML[0] } }] });
  });

  it('duplicating a proposal stored before the fix writes a clean copy', async () => {
    const { member, p } = await memberWithProposal();
    // Rows written before writes were cleaned still hold the raw payloads.
    await t.db.update(projects).set({ content: HOSTILE, request: requestOf((x) => x.html) }).where(eq(projects.id, p.id));
    const res = await post(member.headers, `/api/v1/proposal/${p.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data as Json;
    expect(copy.content).toEqual(CLEANED);
    expect(await storedRow(copy.id)).toEqual({ content: CLEANED, request: requestOf((x) => x.clean) });
  });

  it('hostile shapes and sizes answer 200 or 422, never 5xx', async () => {
    const { member, p } = await memberWithProposal();
    const url = `/api/v1/proposals/${p.id}`;
    // A tool would stringify an array into markup: it is stored as empty text.
    const arrayText = await put(member.headers, url, { content: { blocks: [{ type: 'paragraph', data: { text: ['<img src=x onerror="window.__xss=1">'] } }] } });
    expect(arrayText.statusCode, arrayText.body).toBe(200);
    expect(arrayText.json().data.content.blocks[0].data.text).toBe('');
    const deep = await put(member.headers, url, { request: { blocks: [{ type: 'paragraph', data: { text: `${'<b>'.repeat(30_000)}x` } }] } });
    expect(deep.statusCode, deep.body).toBe(200);
    expect(deep.json().data.request.blocks[0].data.text).toMatch(/^(<b>)+x(<\/b>)+$/);
    const nestedList = (levels: number) => {
      const block = { type: 'list', data: { style: 'unordered', items: [] as Json[] } };
      let level = block.data.items;
      for (let i = 0; i < levels; i++) {
        const item = { content: `<style>x</style>nivel ${i}`, meta: {}, items: [] as Json[] };
        level.push(item);
        level = item.items;
      }
      return block;
    };
    // 25 levels keep the body within its 64 (lib/json-bounds.ts): cleaned and saved; 50 are refused before.
    const list = await put(member.headers, url, { content: { blocks: [nestedList(25)] } });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json().data.content)).not.toContain('<style>');
    expectError(await put(member.headers, url, { content: { blocks: [nestedList(50)] } }), 422, 'VALIDATION_ERROR', { field: 'content', message: JSON_BOUNDS_MESSAGES.tooDeep });
    expectError(await put(member.headers, url, { content: { blocks: [{ type: 'raw', data: { html: '<script>' } }] } }), 422, 'VALIDATION_ERROR');
  });
});
