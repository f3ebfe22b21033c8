import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { rowsOf } from '../modules/portal/portal-reader.ts';
import { multipart } from '../../test/http.ts';
import { OPERATIONS, outcome, type Operation, type Outcome } from './table.ts';
import { A_ROLES, buildWorld, ROLES, type Role, type World } from './world.ts';

// Issue 14 part 1: every operation of the OpenAPI document, called as every role, against the
// checked-in table (table.ts). The world (world.ts) gives A's objects; the digest proves that
// nothing a denied or foreign caller sent changed any of A's rows.
const t = useTestApp();
let world: World;
let operations: string[];
/** The app on a real port, for the streams. */
let origin: string;

/** Tables that change on any signed-in request (session bookkeeping, limits), left out of the digest. */
const BOOKKEEPING = new Set(['access_tokens', 'customer_access_tokens', 'rate_limits', 'one_time_tokens', 'idempotency_keys']);

/** One line per table of A's rows: its row count and a hash of every row's text. */
async function digestOfA(): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(sql`select table_name from information_schema.columns where column_name = 'workspace_id' and table_schema = current_schema() order by table_name`),
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = rowsOf<{ n: number; h: string }>(
      await t.db.execute(sql`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x where x.workspace_id = ${world.workspaceA}`),
    );
    out[name] = `${row!.n}:${row!.h}`;
  }
  return out;
}

type Answer = { statusCode: number; body: string };

/** A stream's status and nothing more: its body never ends while the session lives. */
async function openStream(url: string, headers: Record<string, string>): Promise<Answer> {
  const abort = new AbortController();
  const res = await fetch(`${origin}${url}`, { headers, signal: abort.signal });
  const body = res.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await res.text();
  abort.abort();
  return { statusCode: res.status, body };
}

async function call(op: string, spec: Operation, role: Role): Promise<Answer> {
  const [method, path] = op.split(' ') as [string, string];
  const ids = world.idsFor(role);
  const url = spec.url?.(ids) ?? path;
  const headers = { ...world.headers[role], 'user-agent': 'matriz-de-autorizacion' };
  if (spec.stream) return openStream(url, headers);
  const body = spec.body?.(ids);
  if (body && 'multipart' in body) {
    const form = await multipart(body.multipart, headers);
    return t.app.inject({ method: method as 'POST', url, headers: form.headers, payload: form.payload });
  }
  return t.app.inject({ method: method as 'GET', url, headers, ...(body && { payload: body.json }) });
}

type Cell = { op: string; role: Role; expected: Outcome; status: number; leak: string | null; body: string };

/** What is wrong with a cell's answer, or null. */
function problem(c: Cell): string | null {
  if (c.status >= 500) return `answered ${c.status}`;
  switch (c.expected) {
    case 'deny':
      if (![401, 403, 404].includes(c.status)) return `expected 401/403/404, got ${c.status}`;
      break;
    case 'allow':
      if ([401, 403, 404].includes(c.status)) return `expected to reach the operation, got ${c.status}`;
      break;
    case 'own':
      if (c.status === 401) return 'expected a signed-in answer, got 401';
      break;
    case 'open':
      break;
  }
  if ((c.expected === 'deny' || c.expected === 'own') && c.leak) return `body holds A's "${c.leak}"`;
  return null;
}

/** A's team and A's customers: what they do in their own scope may change A's rows (their own account). */
const tiedToA = (role: Role) => A_ROLES.includes(role) || role === 'customerP' || role === 'customerNoP';

/**
 * What a role must never see: A's team and P's customer may see A; a customer of A without P may see
 * that A is their agency, but nothing of P's; the rest nothing of A at all.
 */
function secretsKeptFrom(role: Role): string[] {
  if (A_ROLES.includes(role) || role === 'customerP') return [];
  return role === 'customerNoP' ? world.secrets : [...world.secrets, ...world.workspaceSecrets];
}

async function run(op: string, role: Role): Promise<Cell> {
  const spec = OPERATIONS[op]!;
  const res = await call(op, spec, role);
  const leak = secretsKeptFrom(role).find((s) => res.body.includes(s)) ?? null;
  return { op, role, expected: outcome(spec, role), status: res.statusCode, leak, body: res.body.slice(0, 200) };
}

const PARENTS = /^DELETE \/api\/v1\/(projects|proposals|companies)\/\{id\}$/;

/** Reads and writes first, then deletions (children before parents), then what ends the caller's session. */
function inOrder(ops: string[]): string[] {
  const rank = (op: string) => {
    const last = OPERATIONS[op]!.last;
    if (last) return 2 + last;
    if (!op.startsWith('DELETE ')) return 0;
    // A portal, proposal or client trashed hides what hangs from it: their children go first.
    return PARENTS.test(op) ? 2 : 1;
  };
  return [...ops].sort((a, b) => rank(a) - rank(b));
}

const report = (cells: Cell[]) =>
  cells
    .map((c) => [c, problem(c)] as const)
    .filter(([, p]) => p)
    .map(([c, p]) => `${c.op} as ${c.role}: ${p} — ${c.body}`);

describe('authorization matrix (every operation × every role)', () => {
  beforeAll(async () => {
    world = await buildWorld(t);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  }, 120_000);

  it('classifies every operation of the OpenAPI document, and nothing else', () => {
    expect(operations.filter((op) => !(op in OPERATIONS)), 'operations missing from apps/api/test/authz/table.ts').toEqual([]);
    expect(Object.keys(OPERATIONS).filter((op) => !operations.includes(op)), 'table rows with no operation').toEqual([]);
  });

  it("denies every cross-tenant and cross-customer call, leaks nothing of A's, and leaves A's rows as they were", async () => {
    const before = await digestOfA();
    const cells: Cell[] = [];
    for (const op of inOrder(operations)) {
      for (const role of ROLES) {
        const expected = outcome(OPERATIONS[op]!, role);
        if (expected === 'deny' || (expected === 'own' && !tiedToA(role))) cells.push(await run(op, role));
      }
    }
    expect(report(cells)).toEqual([]);
    expect(cells.filter((c) => c.expected === 'deny').length).toBeGreaterThan(operations.length * 3);
    expect(await digestOfA()).toEqual(before);
  }, 300_000);

  it("lets A's team and P's customer reach what the table gives them, and anyone the public links", async () => {
    const cells: Cell[] = [];
    for (const op of inOrder(operations)) {
      for (const role of ROLES) {
        const expected = outcome(OPERATIONS[op]!, role);
        if (expected === 'allow' || expected === 'open' || (expected === 'own' && tiedToA(role))) cells.push(await run(op, role));
      }
    }
    expect(report(cells)).toEqual([]);
  }, 300_000);
});
