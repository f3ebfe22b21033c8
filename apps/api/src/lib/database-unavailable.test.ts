import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@trato/domain/errors';
import { buildTestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectError } from '../../test/http.ts';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 29: a request the database cannot serve now (closed while the server shuts down, a worker
 * being restarted, a statement past its timeout) answers 503 with a Spanish message and
 * Retry-After, never a 500 or a request left hanging. PGlite in its worker, as the server runs it.
 */
let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-unavailable-'));
  database = await createTestDatabase(inject('dbTemplate'), { pgliteInWorker: true });
  app = await buildTestApp(database, dataDir);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a database that cannot answer', () => {
  it('is a 503 SERVICE_UNAVAILABLE with Retry-After for every request that needs it, and the health check says so', async () => {
    const login = () => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ana@ejemplo.test', password: 'una-clave-cualquiera' } });
    expect((await login()).statusCode).toBe(422);
    await database.close();
    const res = await login();
    expectError(res, 503, 'SERVICE_UNAVAILABLE', { message: MESSAGES.unavailable });
    expect(res.headers['retry-after']).toBe('5');
    expect((await app.inject({ method: 'GET', url: '/api/v1/proposal/no-existe' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
