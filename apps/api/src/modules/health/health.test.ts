import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';

const UP = { status: 'ok', database: 'ok' };
const DOWN = { status: 'error', database: 'unreachable' };

describe('GET /api/health (readiness) and /api/health/live (liveness)', () => {
  // PGlite in its worker thread, as the server runs it: a statement there holds only that thread.
  const t = useTestApp({}, { pgliteInWorker: true });
  const health = async (url = '/api/health') => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('answers ok when the database answers a statement', async () => {
    expect(await health()).toEqual({ status: 200, body: UP });
    expect(await health('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 while transactions hold the database past its 2 s wait, liveness still ok, then ok again', async () => {
    // PGlite serves one transaction at a time (its lock); PostgreSQL serves from a pool of 10 connections.
    const holders = t.database.kind === 'pglite' ? 1 : 10;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding: Promise<void>[] = [];
    const held = Array.from({ length: holders }, () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding.push(Promise.resolve());
        await released;
      }),
    );
    // Each transaction has its connection (PostgreSQL) or the lock (PGlite) once its first statement answered.
    await expect.poll(() => holding.length).toBe(holders);
    // PGlite: an answer in the last second stands for the round trip (ALIVE_MS); then the check asks.
    await expect.poll(health, { timeout: 10_000 }).toEqual({ status: 503, body: DOWN });
    expect(await health('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    release();
    await Promise.all(held);
    expect(await health()).toEqual({ status: 200, body: UP });
  });

  it('answers 503 when the database is closed, and liveness still answers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-health-'));
    const closed = await createTestDatabase(inject('dbTemplate'), { pgliteInWorker: true });
    const app = await buildTestApp(closed, dataDir);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await closed.close();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({ status: 503, body: DOWN });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
