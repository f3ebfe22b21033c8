import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { mountRoot } from '../../testing/mount.ts';
import { useComments } from './use-comments.ts';

// A client on a slow phone types into the server's comment form before the app has loaded and sends
// it while the thread is still on its way: the thread, read before the comment was written, must not
// hide it (a journey's comment vanished this way, CI 2026-11-30).

const comment = (id: string, body: string) => ({ id, body }) as unknown as CommentDto;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let api: ReturnType<typeof useComments> | null = null;
function Thread() {
  api = useComments('carta-de-invierno');
  const { state } = api;
  return <p>{state.status === 'ready' ? state.comments.map((c) => c.body).join(' | ') || 'vacío' : state.status}</p>;
}

describe('useComments', () => {
  it('keeps a comment added while the thread loads, once, after the thread arrives', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const container = document.createElement('div');
    const root = mountRoot(container);
    await act(async () => root.render(<Thread />));
    expect(container.textContent).toBe('loading');
    await act(async () => api?.added(comment('c2', 'Revisemos la carta')));
    await act(async () => answer(json({ data: [comment('c1', 'Hola')], viewer: { kind: 'guest' } })));
    expect(container.textContent).toBe('Hola | Revisemos la carta');
  });

  it('does not show it twice when the thread already holds it', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const container = document.createElement('div');
    const root = mountRoot(container);
    await act(async () => root.render(<Thread />));
    await act(async () => api?.added(comment('c2', 'Revisemos la carta')));
    await act(async () => answer(json({ data: [comment('c1', 'Hola'), comment('c2', 'Revisemos la carta')], viewer: { kind: 'guest' } })));
    expect(container.textContent).toBe('Hola | Revisemos la carta');
    await act(async () => api?.added(comment('c3', 'Y el menú')));
    expect(container.textContent).toBe('Hola | Revisemos la carta | Y el menú');
  });
});
