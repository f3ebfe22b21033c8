import { act } from 'react';
import { mountRoot } from '../../../../testing/mount.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blankProposalDto } from '@trato/domain/proposals/testing';
import { errorMessage } from '../../../../lib/api-error.ts';
import { proposalFormKey } from '../api/get-proposal-form.ts';
import { useProposalAutosave, type ProposalAutosave } from './use-proposal-autosave.ts';

const DELAY = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Call = { method: string; url: string; body: Record<string, unknown> };
let calls: Call[];
/** What the next PUTs answer: 'ok', 'fail', or a promise the test resolves (a slow save). */
let answers: ('ok' | 'fail' | Promise<void>)[];

beforeEach(() => {
  calls = [];
  answers = [];
  // The network boundary only: every request goes through the real api client and error parsing.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({ method: String(init.method), url, body });
    const answer = answers.shift() ?? 'ok';
    if (answer instanceof Promise) await answer;
    if (answer === 'fail') return new Response(JSON.stringify({ message: 'Servicio no disponible' }), { status: 503 });
    return new Response(JSON.stringify({ data: { id: 'p1', name: body.name ?? 'guardado' } }), { status: 200 });
  });
});

function mount() {
  const qc = new QueryClient();
  const ref: { current: ProposalAutosave | null } = { current: null };
  function Probe() {
    ref.current = useProposalAutosave('p1', DELAY);
    return <span>{ref.current.state}</span>;
  }
  const container = document.createElement('div');
  const root = mountRoot(container);
  act(() => root.render(<QueryClientProvider client={qc}><Probe /></QueryClientProvider>));
  return { hook: () => ref.current!, text: () => container.textContent, qc };
}

describe('builder autosave', () => {
  it('merges the changes of a burst of typing into one PUT after the quiet delay, and caches the answer', async () => {
    const { hook, text, qc } = mount();
    act(() => {
      hook().save({ name: 'Si' });
      hook().save({ name: 'Sitio' });
      hook().save({ valid_until_at: '2026-12-31' });
    });
    expect(text()).toBe('saving');
    expect(calls).toHaveLength(0);
    await act(() => sleep(DELAY * 3));
    expect(calls).toEqual([{ method: 'PUT', url: '/api/v1/proposals/p1', body: { name: 'Sitio', valid_until_at: '2026-12-31' } }]);
    expect(text()).toBe('saved');
    expect(qc.getQueryData(proposalFormKey('p1'))).toMatchObject({ name: 'Sitio' });
  });

  it('sends one request at a time: what is typed during a slow save goes in the next one', async () => {
    const { hook, text } = mount();
    let release!: () => void;
    answers = [new Promise<void>((r) => (release = r)), 'ok'];
    act(() => hook().save({ name: 'A' }, 0));
    await act(() => sleep(10));
    act(() => hook().save({ name: 'AB' }, 0));
    await act(() => sleep(20));
    expect(calls).toHaveLength(1);
    await act(async () => {
      release();
      await sleep(20);
    });
    expect(calls.map((c) => c.body)).toEqual([{ name: 'A' }, { name: 'AB' }]);
    expect(text()).toBe('saved');
  });

  it('a failure is shown and nothing is lost: the retry sends the failed change under the newer ones', async () => {
    const { hook, text } = mount();
    answers = ['fail'];
    act(() => hook().save({ name: 'Primero', form_step: 3 }, 0));
    await act(() => sleep(20));
    expect(text()).toBe('error');
    expect(errorMessage(hook().error)).toBe('Servicio no disponible');
    act(() => hook().save({ name: 'Segundo' }, 10_000));
    await act(async () => {
      hook().retry();
      await sleep(20);
    });
    expect(calls.at(-1)?.body).toEqual({ name: 'Segundo', form_step: 3 });
    expect(text()).toBe('saved');
    expect(hook().error).toBeNull();
  });

  it('flush sends at once and resolves when saved; it rejects when the save fails', async () => {
    const { hook } = mount();
    act(() => hook().save({ name: 'Ya' }, 10_000));
    await act(() => hook().flush());
    expect(calls).toHaveLength(1);
    answers = ['fail'];
    act(() => hook().save({ name: 'Falla' }, 10_000));
    let failed: unknown = null;
    await act(() => hook().flush().catch((e: unknown) => void (failed = e)));
    expect(failed).toMatchObject({ status: 503 });
    expect(hook().hasPending()).toBe(true);
  });

  it('flush with nothing waiting sends nothing', async () => {
    const { hook } = mount();
    await act(() => hook().flush());
    expect(calls).toHaveLength(0);
  });

  it('sends only what differs from the saved proposal: opening the builder, or typing back what was saved, makes no PUT', async () => {
    const { hook, text, qc } = mount();
    const saved = blankProposalDto({ id: 'p1', name: 'Sitio web', form_step: 6, valid_until_at: '2026-12-31T00:00:00.000Z' });
    qc.setQueryData(proposalFormKey('p1'), saved);
    act(() => {
      // What editors hand over when they start: the stored values again (Editor.js adds block ids).
      hook().save({ name: 'Sitio web ', valid_until_at: '2026-12-31', form_step: 6 }, 0);
      hook().save({ content: { time: 1, blocks: [] } as never }, 0);
    });
    await act(() => sleep(20));
    expect(calls).toHaveLength(0);
    expect(text()).toBe('idle');

    act(() => hook().save({ name: 'Sitio' }));
    expect(text()).toBe('saving');
    act(() => hook().save({ name: 'Sitio web' }));
    expect(text()).toBe('idle');
    await act(() => sleep(DELAY * 3));
    expect(calls).toHaveLength(0);

    act(() => hook().save({ name: 'Tienda' }, 0));
    await act(() => sleep(20));
    expect(calls.map((c) => c.body)).toEqual([{ name: 'Tienda' }]);
  });
});
