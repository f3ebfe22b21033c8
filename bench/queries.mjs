// SQL statements per request for EVERY GET operation of /api/docs/json, the session lookup included
// (issue 13, target 1: public proposal ≤ 2, details ≤ 3, lists ≤ 3 whatever the page size).
// The workspace is seeded twice over (apps/api/test/reads.ts): first SMALL rows of everything, then
// grown to ROWS, and every endpoint is counted at both sizes: a query per row shows as a count that grows.
// Run from the repo root: node --import tsx bench/queries.mjs   (PGlite in memory by default; with
// DATABASE_URL=postgres://… it creates a scratch database beside the one named, and drops it after).
// Knobs: SMALL (default 10), ROWS (default 25), SHOW=1 prints the statements of endpoints over their limit.
// Prints a table and, last, the BENCH_RESULT line; asserts nothing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, PGLITE_OPTIONS } from '../apps/api/src/db/client.ts';
import { buildTestApp } from '../apps/api/test/app.ts';
import { databaseUrlFor } from '../apps/api/test/database.ts';
import { countCall, countReplays, growReads, limitOf, NOT_COUNTED, readCalls, seedReads } from '../apps/api/test/reads.ts';

const SMALL = Number(process.env.SMALL ?? 10);
const ROWS = Number(process.env.ROWS ?? 25);
const started = Date.now();

/** PGlite in memory, or a scratch database on the server DATABASE_URL points at. */
async function openScratch() {
  if (!process.env.DATABASE_URL) {
    const database = connectPglite(await PGlite.create(PGLITE_OPTIONS));
    return { database, label: 'PGlite', drop: async () => {} };
  }
  const name = `trato_bench_queries_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database "${name}"`);
  const database = connectPostgres(databaseUrlFor(process.env.DATABASE_URL, name));
  return { database, label: 'PostgreSQL', drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

const { database, label, drop } = await openScratch();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-queries-'));
let app;
try {
  await database.migrate();
  app = await buildTestApp(database, dataDir);
  const t = { app, db: database.db, database, dataDir, flushOutbox: async () => 0 };

  /** Counts every call once; throws on an error status (a count of a 404 would mean nothing). */
  async function measure(seed) {
    const out = new Map();
    for (const c of readCalls(seed)) {
      const counted = await countCall(t, c);
      if (counted.status >= 300) throw new Error(`${c.label} answered ${counted.status}`);
      out.set(c.label, counted);
    }
    return out;
  }

  const seed = await seedReads(t, SMALL);
  const small = await measure(seed);
  await growReads(t, seed, ROWS);
  const large = await measure(seed);

  // The realtime streams' replay (Last-Event-ID), over a real port until the replay is in.
  for (const r of await countReplays(t, seed)) large.set(r.label, r);

  const table = [...large.values()].map((l) => {
    const s = small.get(l.label);
    const worst = Math.max(l.statements.length, s?.statements.length ?? 0);
    return { endpoint: l.label, op: l.op, small: s ? `${s.rows} → ${s.statements.length}` : '—', large: `${l.rows} → ${l.statements.length}`, limit: limitOf(l.op), worst, met: worst <= limitOf(l.op), grows: s ? l.statements.length > s.statements.length : false, statements: l.statements };
  });
  if (process.env.SHOW) {
    for (const r of table.filter((x) => !x.met || x.grows)) console.log(`\n${r.endpoint}:\n${r.statements.map((q) => `  ${q.replace(/\s+/g, ' ').slice(0, 200)}`).join('\n')}`);
  }
  console.log(`${label}: ${SMALL} then ${ROWS} portals (3 payments, 3 stages, 2 files, 2 comments each), proposals, services and notifications; ${Math.round((Date.now() - started) / 1000)} s.`);
  console.table(table.map(({ endpoint, small: a, large: b, limit, met, grows }) => ({ endpoint, [`rows → statements (${SMALL})`]: a, [`rows → statements (${ROWS})`]: b, limit, met: met ? 'yes' : 'NO', grows: grows ? 'GROWS' : '' })));

  const over = table.filter((r) => !r.met);
  const grows = table.filter((r) => r.grows);
  const pick = (pred) => table.filter((r) => pred(r.op, r.endpoint));
  const worstOf = (rows) => Math.max(...rows.map((r) => r.worst));
  const isDetail = (op) => ['/api/v1/proposals/{id}', '/api/v1/projects/{id}', '/api/v1/customer/projects/{id}'].includes(op);
  const isList = (op, name) => ['/api/v1/proposals', '/api/v1/projects', '/api/v1/customer/projects', '/api/v1/payments', '/api/v1/companies', '/api/v1/services', '/api/v1/notifications', '/api/v1/activities'].includes(op) && !name.includes('stream');
  const publicProposal = pick((op) => op === '/api/v1/proposal/{slugOrId}');
  const details = pick(isDetail);
  const lists = pick(isList);
  const listsFlat = lists.every((r) => !r.grows);
  const skipped = Object.entries(NOT_COUNTED).filter(([op]) => !op.endsWith('/stream'));
  const rowsMd = table.map((r) => `| ${r.endpoint} | ${r.small} | ${r.large} | ≤ ${r.limit} | ${r.met ? 'yes' : '**no**'}${r.grows ? ' (grows)' : ''} |`).join('\n');
  const markdown = [
    `Every GET operation of the OpenAPI document, counted on ${label} with every SQL statement of the request, the session lookup included (\`bench/queries.mjs\`). Seeded ${SMALL}, then ${ROWS}, portals (payments, stages, files, comments), proposals, services and notifications in one workspace; “rows → statements” at each size.`,
    '',
    `| endpoint | rows → statements (${SMALL}) | rows → statements (${ROWS}) | target | met |`,
    '| --- | --- | --- | --- | --- |',
    rowsMd,
    '',
    `Not counted: ${skipped.map(([op, why]) => `\`${op}\` (${why})`).join('; ')}.`,
    '',
    over.length ? `Over the limit: ${over.map((r) => `${r.endpoint} (${r.worst})`).join(', ')}.` : 'Every counted endpoint is within its limit.',
    grows.length ? `Counts that grow with the rows: ${grows.map((r) => r.endpoint).join(', ')}.` : 'No count grows with the rows.',
  ].join('\n');
  const targets = [
    { target: 'Public proposal ≤ 2 SQL statements per request', value: `${worstOf(publicProposal)} statements`, met: worstOf(publicProposal) <= 2 },
    { target: 'Proposal/project detail ≤ 3 SQL statements per request', value: `${worstOf(details)} statements (worst of ${details.length})`, met: worstOf(details) <= 3 },
    { target: 'Lists ≤ 3 SQL statements whatever the page size', value: `${worstOf(lists)} statements (worst of ${lists.length}), ${listsFlat ? 'flat' : 'growing'} from ${SMALL} to ${ROWS} rows`, met: worstOf(lists) <= 3 && listsFlat },
    { target: 'Every read endpoint ≤ 3 SQL statements (public proposal ≤ 2)', value: `${table.length - over.length} of ${table.length} within${grows.length ? `, ${grows.length} growing with the rows` : ''}`, met: over.length === 0 && grows.length === 0 },
  ];
  console.log(`BENCH_RESULT ${JSON.stringify({ section: `SQL statements per request (${label})`, markdown, targets })}`);
} finally {
  await app?.close();
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
