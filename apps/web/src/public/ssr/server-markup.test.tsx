import { act, startTransition, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateTracked, mountRoot } from '../../testing/mount.ts';
import { asServer, ServerMarkup } from './server-markup.tsx';

// How often the browser rendered the document's stand-in: the point is that it never does while the server's markup is kept.
let documentRenders = 0;

function Document({ status }: { status: string }) {
  documentRenders++;
  return (
    <article data-testid="document">
      <h1>Sitio web para Café Ñandú</h1>
      <p data-testid="status">{status}</p>
    </article>
  );
}

/** A page as the public one is built: an interactive counter around a presentational document. */
function Page({ initialStatus }: { initialStatus: string }) {
  const [status, setStatus] = useState(initialStatus);
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Aceptar ({taps})
      </button>
      <ServerMarkup keep={status === initialStatus}>
        <Document status={status} />
      </ServerMarkup>
      <button type="button" onClick={() => setStatus('Firmada')}>
        Firmar
      </button>
    </main>
  );
}

/** The markup server.tsx sends: rendered with the server flag, in #root. */
function serverMarkup(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = asServer(() => renderToString(<Page initialStatus="Enviada" />));
  document.body.append(root);
  return root;
}

/** What hydrate.tsx does: hydrateRoot inside a transition. */
async function hydrate(root: HTMLElement) {
  await act(async () => {
    startTransition(() => void hydrateTracked(root, <Page initialStatus="Enviada" />));
  });
}

const button = (root: HTMLElement, name: RegExp) => [...root.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;

describe('server markup kept on hydration', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    documentRenders = 0;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('the server renders the document into the page', () => {
    const root = serverMarkup();
    expect(root.querySelector('[data-testid="status"]')!.textContent).toBe('Enviada');
    expect(root.querySelector('h1')!.textContent).toBe('Sitio web para Café Ñandú');
  });

  it('keeps the very nodes the server sent, without rendering the document in the browser or any hydration error', async () => {
    const root = serverMarkup();
    const article = root.querySelector('[data-testid="document"]')!;
    const before = root.innerHTML;
    documentRenders = 0;
    await hydrate(root);
    expect(documentRenders).toBe(0);
    expect(root.querySelector('[data-testid="document"]')).toBe(article);
    expect(root.innerHTML).toBe(before);
    expect(errors).not.toHaveBeenCalled();
  });

  it('the interactive parts around it work once hydrated, and the document stays as it was', async () => {
    const root = serverMarkup();
    const article = root.querySelector('[data-testid="document"]')!;
    documentRenders = 0;
    await hydrate(root);
    await act(async () => button(root, /Aceptar/).click());
    await act(async () => button(root, /Aceptar/).click());
    expect(button(root, /Aceptar/).textContent).toBe('Aceptar (2)');
    expect(root.querySelector('[data-testid="document"]')).toBe(article);
    expect(article.textContent).toContain('Enviada');
    expect(documentRenders).toBe(0);
  });

  it('renders the document in the browser once what it shows has changed', async () => {
    const root = serverMarkup();
    await hydrate(root);
    await act(async () => button(root, /Firmar/).click());
    expect(root.querySelector('[data-testid="status"]')!.textContent).toBe('Firmada');
    expect(root.querySelectorAll('[data-testid="document"]')).toHaveLength(1);
    expect(documentRenders).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a page without server markup renders the document anyway', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => mountRoot(root).render(<Page initialStatus="Enviada" />));
    expect(root.querySelector('[data-testid="status"]')!.textContent).toBe('Enviada');
    expect(root.querySelector('h1')!.textContent).toBe('Sitio web para Café Ñandú');
  });
});
