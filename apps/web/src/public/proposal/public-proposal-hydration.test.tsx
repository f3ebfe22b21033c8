import { act, startTransition, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { blankPublicProposalDto } from '@trato/domain/proposals/testing';
import { hydrateTracked } from '../../testing/mount.ts';
import { PublicApp } from '../app/public-app.tsx';
import { renderPageMarkup } from '../ssr/render-page-markup.tsx';
import { asServer } from '../ssr/server-markup.tsx';
import { ServerPageContext, type ServerPage } from '../ssr/server-page.ts';

// The public page as server.tsx renders it and hydrate.tsx hydrates it (decision 0084): the document
// stays as the server sent it, the buttons work, and a change of the proposal shows in the document.
// One test: the page marks the server's state spent once hydrated, for the rest of this module graph.

const SLUG = 'pagina-hidratada';

const proposal: PublicProposalDto = blankPublicProposalDto(
  {
    slug: SLUG,
    can_sign: true,
    can_decline: true,
    content: { time: 0, version: '2.31.0', blocks: [{ id: 'b1', type: 'paragraph', data: { text: 'Diseñamos tu <b>marca</b> desde cero.' } }] },
  },
  { name: 'Identidad para Café Ñandú', valid_until_at: '2026-12-31T00:00:00.000Z', organization: { name: 'Estudio Sur', logo: null, logo_dark: null, primary_color: '#7c3aed', time_zone: 'America/Santiago', identity: null } },
);
const page: ServerPage = { url: `/p/${SLUG}`, proposal: { slug: SLUG, proposal } };

/** What server.tsx puts in #root: its own render, run as the server. */
const serverMarkup = () => asServer(() => renderPageMarkup(page));

/** The API as the page meets it: no comments yet, visits counted, the decline answered with the declined proposal. */
function api() {
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  const declined: PublicProposalDto = { ...proposal, status: 'DECLINED', can_sign: false, can_decline: false, declined_at: '2026-11-29T12:00:00.000Z' };
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/decline')) return json({ data: declined });
    if (url.includes('/comments')) return json({ data: [], viewer: { name: null, email: null, is_customer: false } });
    return json({ data: {} }, 201);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * What React logged, but for the warning it gives because this test renders the server's markup in
 * the same JavaScript realm as the browser's app (React DOM Server and React DOM share the contexts
 * here; a real page never has both): a hydration mismatch would be among the rest.
 */
const reactErrors = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.map((call) => String(call[0])).filter((message) => !message.startsWith('Detected multiple renderers concurrently rendering'));

const byText = (root: ParentNode, selector: string, text: string) => [...root.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent?.includes(text));

/** Until the lazy chunks a click asked for have loaded and React has shown them. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(done()).toBe(true);
}

afterEach(() => vi.unstubAllGlobals());

describe('the public proposal page, server-rendered then hydrated', () => {
  it('keeps the document the server sent, its buttons work, and a declined proposal shows in the document', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    api();
    window.history.replaceState(null, '', `/p/${SLUG}`);
    const root = document.createElement('div');
    root.innerHTML = await serverMarkup();
    document.body.append(root);
    const article = root.querySelector('[data-testid="proposal-document"]');
    expect(article?.textContent).toContain('Diseñamos tu marca desde cero.');
    const closing = root.querySelector('[data-testid="closing-summary"]');
    expect(closing?.textContent).toContain('Válida hasta el 31 de diciembre de 2026');
    const documentHtml = article!.outerHTML;

    await act(async () => {
      startTransition(() => void hydrateTracked(root, <StrictMode><ServerPageContext value={page}><PublicApp /></ServerPageContext></StrictMode>));
    });
    // The very nodes the server sent, unchanged, and no hydration error.
    expect(root.querySelector('[data-testid="proposal-document"]')).toBe(article);
    expect(article!.outerHTML).toBe(documentHtml);
    expect(root.querySelector('[data-testid="closing-summary"]')?.textContent).toContain('Válida hasta el 31 de diciembre de 2026');
    expect(reactErrors(errors)).toEqual([]);

    // The accept button is hydrated: it opens the signature dialog.
    await act(async () => byText(root, 'button', 'Aceptar cotización')!.click());
    await settle(() => document.querySelector('dialog[open]') !== null);
    expect(document.querySelector('dialog[open]')?.textContent).toContain('Firma');
    await act(async () => byText(document, 'dialog button', 'Cancelar')!.click());
    await settle(() => document.querySelector('dialog[open]') === null);

    // Declining changes the proposal: the document is now rendered here, with the thanks above it.
    await act(async () => root.querySelector<HTMLElement>('button[aria-label="Más acciones"]')!.click());
    await act(async () => byText(root, '[role="menuitem"]', 'Rechazar cotización')!.click());
    await settle(() => byText(document, 'dialog button[type="submit"]', 'Rechazar cotización') !== undefined);
    await act(async () => byText(document, 'dialog button[type="submit"]', 'Rechazar cotización')!.click());
    await settle(() => root.querySelector('[data-testid="status-notice"]') !== null);
    expect(root.querySelector('[data-testid="status-notice"]')?.textContent).toContain('Gracias por tu respuesta');
    expect(document.activeElement).toBe(root.querySelector('[data-testid="status-notice"]'));
    expect(root.querySelectorAll('[data-testid="proposal-document"]')).toHaveLength(1);
    expect(root.querySelector('[data-testid="proposal-document"]')?.textContent).toContain('Diseñamos tu marca desde cero.');
    // Nothing to sign any more: the closing summary has gone with the accept buttons.
    expect(root.querySelector('[data-testid="closing-summary"]')).toBeNull();
    expect(reactErrors(errors)).toEqual([]);
    errors.mockRestore();
  });
});
