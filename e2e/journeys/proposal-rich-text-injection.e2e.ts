import type { Page } from 'playwright-core';
import type { ContentBlock, ContentData } from '@trato/domain/proposals/content';
import { HOSTILE_HTML, LEGITIMATE_HTML } from '@trato/domain/proposals/content-html.payloads';
import { api, signUpViaApi, strongPassword, uid, uniqueEmail, type Account } from '../support/api.ts';
import { blocks, createProposalViaApi, editorArea } from '../support/builder.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { createClient } from '../support/proposals.ts';
import { computed, expectPath, expectVisible, loginViaUi } from '../support/ui.ts';

/**
 * Issue 9 item 4: a member stores HTML in a proposal's rich text; the owner opens the builder.
 * Before the fix the tools drew it as it was: a <meta> refresh took the owner to another page and
 * a <style> repainted the app. Now nothing but the inline allow-list reaches the page.
 */

/** A teammate with the member role, joined through the emailed invitation (docs/api/team). */
async function memberOf(owner: Account): Promise<string> {
  const email = uniqueEmail('member');
  await api('POST', '/v1/teams/invite', { token: owner.token, body: { email, role: 'member' } });
  const token = new URL(extractLink(await waitForEmail({ to: email, body: '/team/accept' }), '/team/accept')).searchParams.get('token');
  const joined = await api<{ token: { access_token: string } }>('POST', '/auth/invitations/accept', { body: { token, name: 'Mia Miembro', password: strongPassword() } });
  return joined.token.access_token;
}

const paragraph = (text: string, i: number): ContentBlock => ({ id: `p${i}`, type: 'paragraph', data: { text } });
const PAYLOADS = HOSTILE_HTML.map((p) => p.html);
const STYLE = HOSTILE_HTML.find((p) => p.name === 'style element')!.html;
const REFRESH = HOSTILE_HTML.find((p) => p.name === 'meta refresh')!.html;

/** Every payload as a paragraph, the worst two in each other tool too, then real formatting. */
const CONTENT: ContentData = {
  blocks: [
    ...[...PAYLOADS, ...LEGITIMATE_HTML].map(paragraph),
    { type: 'header', data: { text: `${STYLE}${REFRESH}`, level: 4 } },
    { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: REFRESH, meta: {}, items: [] }] } },
    { type: 'checklist', data: { items: [{ text: STYLE, checked: false }] } },
    { type: 'table', data: { withHeadings: false, content: [[REFRESH, STYLE]] } },
  ],
};
const REQUEST: ContentData = { blocks: [...PAYLOADS, ...LEGITIMATE_HTML].map(paragraph) };

/**
 * Waits for the editor to draw every block, then watches a while: a meta refresh or a handler
 * fires on its own timer once the HTML is in the page, so the absence of one needs a window of
 * time to be seen (not a speed target). The window marker proves the document was never replaced.
 */
async function expectHarmless(page: Page, label: string, count: number, hash: string, background: string, dialogs: string[]) {
  const editor = editorArea(page, label);
  await expect.poll(() => blocks(editor).count(), { timeout: 15_000, message: `${label}: every block drawn` }).toBe(count);
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
  await page.waitForTimeout(2_500);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}${url.hash}`).toMatch(new RegExp(`^/proposals/[^/?#]+/edit${hash}$`));
  expect(await page.evaluate(() => ({ stillHere: (window as { __stillHere?: boolean }).__stillHere, xss: (window as { __xss?: unknown }).__xss, title: document.title }))).toEqual({
    stillHere: true,
    xss: undefined,
    title: expect.not.stringContaining('xss'),
  });
  expect(dialogs).toEqual([]);
  expect(await computed(page.locator('body'), 'background-color')).toBe(background);
  // What the member really wrote still shows as formatting; the payloads' words stay as text.
  await expectVisible(editor.locator('b', { hasText: 'mundo' }));
  await expectVisible(editor.locator('a[href="https://trato.app/precios?a=1&b=2"]', { hasText: 'precios' }));
  await expectVisible(editor.locator('mark', { hasText: 'resaltado' }));
  await expectVisible(editor.getByText('redirigir', { exact: true }));
  expect(await editor.locator('style, meta, link, base, iframe, object, embed, form, img[onerror]').count()).toBe(0);
}

describe('hostile rich text in the builder', () => {
  test('a member stores script, meta refresh, style, iframe and SVG payloads; the owner opens steps 2 and 3: nothing runs, the page stays, the app looks the same', { timeout: 90_000 }, async ({ page }) => {
    const owner = await signUpViaApi();
    const { id } = await createProposalViaApi(owner);
    const client = await createClient(owner.token, `Cliente ${uid()}`, { name: 'Rosa Díaz', email: uniqueEmail('client') });
    await api('PUT', `/v1/proposals/${id}`, { token: owner.token, body: { name: 'Sitio web', company_id: client.id } });

    // The member writes straight to the API, as an attacker would (no editor in the way).
    const member = await memberOf(owner);
    await api('PUT', `/v1/proposals/${id}`, { token: member, body: { request: REQUEST, content: CONTENT } });

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await loginViaUi(page, owner);
    const background = await computed(page.locator('body'), 'background-color');

    await page.goto(`/proposals/${id}/edit#step-2`);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Solicitud del cliente' }));
    await expectHarmless(page, 'Solicitud', REQUEST.blocks.length, '#step-2', background, dialogs);

    // On to step 3 the way the owner goes: the stepper's Siguiente.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectPath(page, (u) => u.hash === '#step-3');
    await expectHarmless(page, 'Contenido de la cotización', CONTENT.blocks.length, '#step-3', background, dialogs);

    // Opened cold, straight at step 3 (a shared link, a reload): the same.
    await page.reload();
    await expectHarmless(page, 'Contenido de la cotización', CONTENT.blocks.length, '#step-3', background, dialogs);
  });
});
