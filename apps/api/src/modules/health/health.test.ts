import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok when the database responds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not respond', async () => {
    const down = { ...t.database, ping: async () => Promise.reject(new Error('connection refused')) };
    const app = await buildTestApp(down, t.dataDir);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unreachable' });
    await app.close();
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
