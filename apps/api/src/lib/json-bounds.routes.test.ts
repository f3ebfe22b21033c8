import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createOwner, type Owner } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { addLine, newProposal } from '../modules/proposals/proposals.fixtures.ts';
import { JSON_BOUNDS_MESSAGES, MAX_JSON_VALUES } from './json-bounds.ts';

/**
 * Issue 29 §1: one PUT of a proposal whose block data nested ~2,000 objects deep never answered, and
 * from then on every request that touched the database hung, for every workspace: the database
 * worker could not send back the row it had stored. Here the app runs PGlite in its worker thread,
 * as the server does (on PostgreSQL in CI's second run), and every write operation of the OpenAPI
 * document gets bodies nested too deep and too wide.
 */
const t = useTestApp({}, { pgliteInWorker: true });

type Schema = { properties?: Record<string, unknown>; $ref?: string };
type Op = { method: string; path: string; body: Schema | null };

const deepValue = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const wideValue = `[${Array(MAX_JSON_VALUES + 10).fill('0').join(',')}]`;

/** Answers within a second, or fails saying the request hung (the instance stalled before). */
async function answered(promise: Promise<Awaited<ReturnType<typeof t.app.inject>>>, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within a second`)), 1000)));
  try {
    return await Promise.race([promise, hung]);
  } finally {
    clearTimeout(timer);
  }
}

let owner: Owner;
let ops: Op[];

beforeAll(async () => {
  owner = await createOwner(t.db);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const resolve = (s: Schema | undefined): Schema | null => {
    if (!s) return null;
    return s.$ref ? (doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? null) : s;
  };
  ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, body: resolve(op.requestBody?.content?.['application/json']?.schema) })),
  );
}, 60_000);

/** The operation's URL with made-up ids: the body is refused before any id is looked at. */
const urlOf = (op: Op) => op.path.replace(/\{[^}]+\}/g, () => randomUUID());
/** The body's first documented member, where the excess goes (and which the answer must name). */
const memberOf = (op: Op) => Object.keys(op.body?.properties ?? {})[0] ?? 'datos';

describe('every write operation refuses JSON nested too deep or too wide, at once, naming the field', () => {
  it('finds the write operations in the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('PUT /api/v1/proposals/{id}');
  });

  for (const [label, value, message] of [
    ['2,000 levels deep', deepValue(2000), JSON_BOUNDS_MESSAGES.tooDeep],
    ['10,000 levels deep', deepValue(10_000), JSON_BOUNDS_MESSAGES.tooDeep],
    [`${(MAX_JSON_VALUES + 10).toLocaleString('en')} items wide`, wideValue, JSON_BOUNDS_MESSAGES.tooMany],
  ] as const) {
    it(`${label}: 422 in Spanish naming the field, signed in or not`, async () => {
      for (const op of ops) {
        const field = memberOf(op);
        for (const headers of [owner.headers, {}]) {
          const res = await answered(
            t.app.inject({ method: op.method as 'POST', url: urlOf(op), headers: { ...headers, 'content-type': 'application/json' }, payload: `{"${field}":${value}}` }),
            `${op.method} ${op.path}`,
          );
          expectError(res, 422, 'VALIDATION_ERROR', { field, message });
        }
      }
    });
  }

  it('a proposal saved with its block data nested 2,000 deep is refused, and the instance keeps answering everyone', async () => {
    const line = await addLine(t, owner.workspace.id);
    const p = await newProposal(t, owner, line.id);
    const content = `{"blocks":[{"type":"paragraph","data":{"text":"hola","deep":${deepValue(2000)}}}]}`;
    const res = await answered(
      t.app.inject({ method: 'PUT', url: `/api/v1/proposals/${p.id}`, headers: { ...owner.headers, 'content-type': 'application/json' }, payload: `{"content":${content}}` }),
      'PUT of the deep proposal',
    );
    expectError(res, 422, 'VALIDATION_ERROR', { field: 'content', message: JSON_BOUNDS_MESSAGES.tooDeep });
    // Another workspace, an anonymous visitor and the same owner are all still served.
    const other = await createOwner(t.db);
    expect((await answered(t.app.inject({ method: 'GET', url: '/api/v1/proposals', headers: other.headers }), 'another workspace')).statusCode).toBe(200);
    expect((await answered(t.app.inject({ method: 'GET', url: `/api/v1/proposal/${p.slug}` }), 'a visitor')).statusCode).toBeLessThan(500);
    const saved = await answered(t.app.inject({ method: 'GET', url: `/api/v1/proposals/${p.id}`, headers: owner.headers }), 'the owner');
    expect(saved.statusCode).toBe(200);
    expect(JSON.stringify(saved.json())).not.toContain('"deep"');
  });

  it('a body within the bounds is still accepted: nested lists 8 levels deep (the most the editor keeps) are saved and read back', async () => {
    const line = await addLine(t, owner.workspace.id);
    const p = await newProposal(t, owner, line.id);
    type Item = { content: string; meta: object; items: Item[] };
    let items: Item[] = [];
    for (let i = 8; i > 0; i--) items = [{ content: `nivel ${i}`, meta: {}, items }];
    const content = { blocks: [{ id: 'l', type: 'list', data: { style: 'unordered', meta: {}, items } }] };
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/proposals/${p.id}`, headers: owner.headers, payload: { content } });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json().data.content)).toContain('nivel 8');
  });
});
