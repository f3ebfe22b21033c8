// SQL statements per read endpoint (DESIGN.md Reads: at most 3 whatever the page size), on a seeded
// workspace: 25 portals with payments (one paid), stages, files and comments, and 25 proposals.
// Run: npm run bench:statements   (node --import tsx: it loads the API's TypeScript in-process;
// prints a table, asserts nothing). The staff session lookup is left out of the counts, as in
// apps/api/test/statements.ts; the customer's session lookup is counted (it is the portal's own read).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectPglite, PGLITE_OPTIONS } from '../apps/api/src/db/client.ts';
import { buildTestApp } from '../apps/api/test/app.ts';
import { multipart, PDF_BYTES } from '../apps/api/test/http.ts';
import { countStatements } from '../apps/api/test/statements.ts';
import { createSseParser } from '../packages/domain/src/realtime/sse.ts';
import { notifyWorkspaceStaff } from '../apps/api/src/modules/notifications/notify.ts';
import { customerSession, ownerOn, portal } from '../apps/api/src/modules/projects/projects.fixtures.ts';
import { addCompany, addLine, INSTALLMENTS, readyProposal, SERVICES } from '../apps/api/src/modules/proposals/proposals.fixtures.ts';

const ROWS = 25;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-sql-'));
const database = connectPglite(await PGlite.create(PGLITE_OPTIONS));
await database.migrate();
const app = await buildTestApp(database, dataDir);
const t = { app, db: database.db, database, dataDir };

/** Opens a stream with Last-Event-ID and counts the replayed events (it stops after 300 ms of quiet). */
async function replayed(url, headers) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let events = 0;
  const parser = createSseParser(() => events++);
  for (;;) {
    const quiet = new Promise((r) => setTimeout(() => r(null), 300));
    const next = await Promise.race([reader.read(), quiet]);
    if (!next || next.done) break;
    parser.push(next.value);
  }
  abort.abort();
  return events;
}

async function call(method, headers, url, payload) {
  const res = await app.inject({ method, url, headers, ...(payload && { payload }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return String(res.headers['content-type']).startsWith('application/json') ? res.json() : res.body;
}

try {
  // Seed: one workspace, 25 portals (payments, stages, a file, comments) and 25 proposals.
  const owner = await ownerOn(t);
  const h = owner.headers;
  const portals = [];
  for (let i = 0; i < ROWS; i++) portals.push(await portal(t, { owner, name: `Portal ${i + 1}` }));
  const customer = portals[0].company.contact;
  const ch = await customerSession(t, { id: customer.id, workspaceId: owner.workspace.id }, portals[0].project.id);
  for (const p of portals) {
    const id = p.project.id;
    await customerSession(t, { id: customer.id, workspaceId: owner.workspace.id }, id);
    await call('PUT', h, `/api/v1/projects/${id}/payments/${p.project.payments.payments[0].id}/status`, { status: 'paid' });
    for (const [n, s] of [['Diseño', '2026-01-05'], ['Desarrollo', '2026-02-01'], ['Entrega', '2026-03-01']]) {
      await call('POST', h, `/api/v1/projects/${id}/stages`, { name: n, start_date: s, end_date: s.replace(/-01$|-05$/, '-20') });
    }
    const parts = [['origin', 'admin'], ['fileableId', id], ['directory', 'project_files'], ['file', { filename: 'contrato.pdf', bytes: PDF_BYTES, type: 'application/pdf' }], ['file2', { filename: 'anexo.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]];
    const upload = await multipart(parts, h);
    await call('POST', upload.headers, '/api/v1/upload/file', upload.payload);
    for (const body of ['¿Cuándo empezamos?', 'El lunes.']) await call('POST', h, '/api/v1/comments', { type: 'project', proposalId: id, origin: 'admin', body });
  }
  const line = await addLine(t, owner.workspace.id, 'Branding');
  const company = await addCompany(t, owner.workspace.id, 'Café Cordillera');
  const proposals = [];
  for (let i = 0; i < ROWS; i++) {
    proposals.push(await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Propuesta ${i + 1}`, extra: { services: SERVICES, payments: INSTALLMENTS } }));
  }
  const shown = proposals[0];
  await call('POST', h, `/api/v1/proposals/${shown.id}/status`, { status: 'SENT' });
  for (const body of ['Una duda', 'Respondida']) await call('POST', h, '/api/v1/comments', { type: 'proposal', proposalId: shown.slug, origin: 'admin', body });

  const project = portals[0].project.id;
  const feed = await call('POST', h, '/api/v1/calendar/feed');
  const reads = [
    ['GET /v1/proposals', h, '/api/v1/proposals', (b) => b.data.length],
    ['GET /v1/proposals/{id}', h, `/api/v1/proposals/${shown.id}`, () => 1],
    ['GET /v1/projects (page 1)', h, '/api/v1/projects?page=1', (b) => b.data.length],
    ['GET /v1/projects/{id}', h, `/api/v1/projects/${project}`, () => 1],
    ['GET /v1/projects/{id}/stages', h, `/api/v1/projects/${project}/stages`, (b) => b.data.length],
    ['GET /v1/activities?projectId', h, `/api/v1/activities?projectId=${project}`, (b) => b.data.length],
    ['GET /v1/customer/projects (page 1)', ch, '/api/v1/customer/projects?page=1&perPage=10', (b) => b.projects.length],
    ['GET /v1/customer/projects/{id}', ch, `/api/v1/customer/projects/${project}`, () => 1],
    ['GET /v1/projects/{id}/client', h, `/api/v1/projects/${project}/client`, () => 1],
    ['GET /v1/proposal/{slug} (public)', {}, `/api/v1/proposal/${shown.slug}`, () => 1],
    // 'an' hits portals (client Panadería Ñuñoa), clients, files (anexo.pdf), their activities and comments (¿Cuándo…?).
    ['GET /v1/search (limit 20 per type)', h, '/api/v1/search?query=an&limit=20', (b) => b.data.length],
    ['GET /v1/dashboard/metrics', h, '/api/v1/dashboard/metrics', (b) => b.data.proposals.latest.length + b.data.recent.activities.length],
    ['GET /v1/dashboard/calendar (year)', h, '/api/v1/dashboard/calendar?start_date=2026-01-01&end_date=2026-12-31', (b) => b.events.length],
    ['GET /calendar/{token}.ics (public)', {}, new URL(feed.data.url).pathname, () => 1],
    ['GET /v1/payments (page 1)', h, '/api/v1/payments?page=1', (b) => b.data.length],
    ['GET /v1/payments?status=pending&preset=this_year', h, '/api/v1/payments?status=pending&preset=this_year', (b) => b.data.length],
    ['GET /v1/payments/metrics', h, '/api/v1/payments/metrics', (b) => b.data.series.points.length],
    ['GET /v1/payments/metrics?preset=this_month', h, '/api/v1/payments/metrics?preset=this_month', (b) => b.data.series.points.length],
    ['GET /v1/payments/{id}', h, `/api/v1/payments/${portals[0].project.payments.payments[0].id}`, () => 1],
    ['GET /v1/currencies', h, '/api/v1/currencies', (b) => b.data.length],
  ];
  const table = [];
  for (const [name, headers, url, size] of reads) {
    const { result, statements } = await countStatements(database.db, () => call('GET', headers, url));
    // SHOW=1 prints the statements of the endpoints above 3, to see which query to fold.
    if (process.env.SHOW && statements.length > 3) console.log(`\n${name}:\n${statements.map((q) => `  ${q.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n')}`);
    table.push({ endpoint: name, 'page size': size(result), 'SQL statements': statements.length, '≤ 3': statements.length <= 3 ? 'yes' : 'NO' });
  }
  // The realtime streams' replay (Last-Event-ID): read over a real port until the replay is in.
  for (let i = 0; i < ROWS; i++) await notifyWorkspaceStaff(database.db, owner.workspace.id, { type: 'proposal.viewed', title: `Vista ${i}`, data: {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}/api`;
  const oldest = async (headers, url, pick) => pick(await call('GET', headers, url)).at(-1).id;
  const streams = [
    ['GET /v1/notifications/stream (replay)', h, '/v1/notifications/stream', await oldest(h, '/api/v1/notifications?page=3', (b) => b.data)],
    ['GET /v1/customer/notifications/stream (replay)', ch, '/v1/customer/notifications/stream', await oldest(ch, '/api/v1/customer/notifications', (b) => b.data)],
  ];
  for (const [name, headers, path, lastId] of streams) {
    const { result, statements } = await countStatements(database.db, () => replayed(`${base}${path}`, { ...headers, 'last-event-id': lastId }));
    table.push({ endpoint: name, 'page size': result, 'SQL statements': statements.length, '≤ 3': statements.length <= 3 ? 'yes' : 'NO' });
  }
  console.log(`Seeded: ${ROWS} portals (2 payments of 3 pending, 3 stages, 2 files, 2 comments each) and ${ROWS} proposals.`);
  console.table(table);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
