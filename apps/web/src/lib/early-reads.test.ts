import { afterEach, describe, expect, it } from 'vitest';
import { api } from './api-client.ts';
import { EARLY_READ_MAX_AGE_MS } from './early-reads.ts';
import { STORAGE_KEYS } from './storage.ts';
import { portalRequest } from '../portal/lib/portal-api.ts';
import { stubFetch } from '../testing/stub-fetch.ts';

// The boot script's reads (boot/boot.ts) as the app takes them: once, with the same token, while fresh.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function bootRead(url: string, token: string, body: unknown, { age = 0, status = 200 } = {}) {
  window.__tratoEarlyReads = { ...window.__tratoEarlyReads, [url]: { token, startedAt: performance.now() - age, response: Promise.resolve(json(body, status)) } };
}

afterEach(() => {
  delete window.__tratoEarlyReads;
});

describe('a read the boot script started', () => {
  it('answers the app’s first ask for its URL, and only the first', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    bootRead('/api/v1/lines', 'sesion-olga', { data: ['Diseño (arranque)'] });
    const asked = stubFetch(() => json({ data: ['Diseño (red)'] }));
    expect(await api.get('/v1/lines')).toEqual({ data: ['Diseño (arranque)'] });
    expect(asked).toEqual([]);
    expect(await api.get('/v1/lines')).toEqual({ data: ['Diseño (red)'] });
    expect(asked).toEqual(['/api/v1/lines']);
  });

  it('is not used when the app now holds another token, when it is too old, or for another URL', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-bruno');
    bootRead('/api/v1/lines', 'sesion-olga', { data: ['de Olga'] });
    bootRead('/api/v1/dashboard/metrics', 'sesion-bruno', { data: 'viejo' }, { age: EARLY_READ_MAX_AGE_MS + 1 });
    bootRead('/api/v1/proposals?type=proposal', 'sesion-bruno', { data: 'otra lista' });
    const asked = stubFetch(() => json({ data: 'de la red' }));
    expect(await api.get('/v1/lines')).toEqual({ data: 'de la red' });
    expect(await api.get('/v1/dashboard/metrics')).toEqual({ data: 'de la red' });
    expect(await api.get('/v1/proposals', { query: { type: 'proposal', page: 2 } })).toEqual({ data: 'de la red' });
    expect(asked).toEqual(['/api/v1/lines', '/api/v1/dashboard/metrics', '/api/v1/proposals']);
  });

  it('an error answer is the app’s error, as if it had asked itself', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    bootRead('/api/v1/proposals/nope', 'sesion-olga', { message: 'No encontrado.' }, { status: 404 });
    stubFetch(() => json({}));
    await expect(api.get('/v1/proposals/nope')).rejects.toMatchObject({ status: 404 });
  });

  it('in the portal, answers the customer’s read with the customer’s token', async () => {
    localStorage.setItem('trato.customerToken', 'cliente-rosa');
    bootRead('/api/v1/customer/projects/p-1?type=project', 'cliente-rosa', { data: { id: 'p-1' } });
    const asked = stubFetch(() => json({}));
    expect(await portalRequest('/v1/customer/projects/p-1', { query: { type: 'project' } })).toEqual({ data: { id: 'p-1' } });
    expect(asked).toEqual([]);
  });

  it('a write never takes one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'sesion-olga');
    bootRead('/api/v1/lines', 'sesion-olga', { data: 'arranque' });
    const asked = stubFetch(() => json({ data: 'creada' }, 201));
    expect(await api.post('/v1/lines', { name: 'Web' })).toEqual({ data: 'creada' });
    expect(asked).toEqual(['/api/v1/lines']);
  });
});
