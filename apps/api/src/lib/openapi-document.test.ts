import Fastify, { type FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/app.ts';
import { checkResponsesAgainstSchemas } from '../../test/response-conformance.ts';
import { plainJsonSerializer } from './openapi.ts';

const t = useTestApp();

type Response = { content?: Record<string, { schema?: unknown }> };
type Operation = { operationId?: string; summary?: string; tags?: string[]; security?: unknown[]; responses: Record<string, Response> };
type Doc = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Doc> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Doc;
}

function operations(doc: Doc): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]));
}

describe('the OpenAPI document (GET /api/docs/json)', () => {
  it('names this installation as its server', async () => {
    expect((await document()).servers).toEqual([expect.objectContaining({ url: 'http://trato.test' })]);
  });

  it('gives every operation a unique camelCase operationId, a Spanish summary and its security', async () => {
    const ops = operations(await document());
    expect(ops.length).toBeGreaterThan(140);
    for (const [name, op] of ops) {
      expect(op.operationId, name).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(op.summary, name).toMatch(/^[A-ZÁÉÍÓÚÑ¿]/);
      expect(op.security, name).toBeDefined();
    }
    const ids = ops.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every error answer with the one shared error body', async () => {
    for (const [name, op] of operations(await document())) {
      const secured = (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s as object).length === 0);
      if (secured) expect(Object.keys(op.responses), name).toContain('401');
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('4')) continue;
        expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
  });

  it('declares the success body of every operation', async () => {
    for (const [name, op] of operations(await document())) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, name).toBeGreaterThan(0);
      for (const [status, response] of success) {
        if (status === '204') continue;
        expect(Object.values(response.content ?? {})[0]?.schema, `${name} ${status}`).toBeDefined();
      }
    }
  });
});

describe('the test-only response check (test/response-conformance.ts)', () => {
  async function appAnswering(status: number, body: unknown) {
    const app = Fastify();
    app.setSerializerCompiler(plainJsonSerializer);
    checkResponsesAgainstSchemas(app);
    const schema: FastifySchema = { response: { 200: z.object({ name: z.string() }) } };
    app.get('/x', { schema }, (_req, reply) => reply.status(status).send(body));
    await app.ready();
    return app;
  }

  it('lets a body that matches its declared schema through untouched', async () => {
    const app = await appAnswering(200, { name: 'Ana' });
    const res = await app.inject({ url: '/x' });
    expect([res.statusCode, res.json()]).toEqual([200, { name: 'Ana' }]);
  });

  it('turns a body that breaks its schema, or an undeclared status, into a loud 500', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const wrong = await (await appAnswering(200, { name: 7 })).inject({ url: '/x' });
      expect(wrong.statusCode).toBe(500);
      expect(wrong.json()).toMatchObject({ code: 'RESPONSE_SCHEMA_MISMATCH', message: expect.stringContaining('name') });
      // A key the schema does not list: the document says additionalProperties false.
      const leaked = await (await appAnswering(200, { name: 'Ana', password_hash: 'x' })).inject({ url: '/x' });
      expect(leaked.statusCode).toBe(500);
      expect(leaked.json().message).toContain("must NOT have additional properties 'password_hash'");
      const undeclared = await (await appAnswering(409, { name: 'Ana' })).inject({ url: '/x' });
      expect(undeclared.statusCode).toBe(500);
      expect(undeclared.json().message).toContain('status 409 is not declared');
    } finally {
      console.error = original;
    }
  });
});
