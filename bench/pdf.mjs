// PDF downloads (issue 13, target 5; decision 0033): the first (uncached) render of a proposal's
// PDF against the stored copy later requests stream. Runs the API in-process on a PGlite database
// seeded with one proposal (rich content, services, a 3-payment plan) and one signed proposal.
// Run: node --import tsx bench/pdf.mjs   (prints figures; asserts nothing)
// Knobs: BENCH_SECONDS (cached load per route, default 8), BENCH_CONNECTIONS (default 10),
// BENCH_RENDERS (uncached renders measured, default 6), BENCH_PORT (default 4453).
// Routes: the staff download GET /api/v1/proposals/{id}/pdf is loaded at full concurrency. The public
// GET /api/v1/proposal/{slug}/pdf keeps its limit of 60 per IP per 10 minutes (decision 0011), so it
// is measured with 50 sequential requests from one address, live and signed copies alike.
// The load generator shares the server's process and 2 cores: the figures are conservative.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectPglite, PGLITE_OPTIONS } from '../apps/api/src/db/client.ts';
import { buildTestApp } from '../apps/api/test/app.ts';
import { createOwner } from '../apps/api/test/factories.ts';
import { richContent } from '../apps/api/src/modules/proposals/proposal-pdf.fixture.ts';
import { addCompany, addLine, INSTALLMENTS, readyProposal, SERVICES } from '../apps/api/src/modules/proposals/proposals.fixtures.ts';
import { sign } from '../apps/api/src/modules/signatures/signatures.fixtures.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 4453);
const PUBLIC_REQUESTS = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-bench-pdf-'));
const database = connectPglite(await PGlite.create(PGLITE_OPTIONS));
await database.migrate();
const app = await buildTestApp(database, dataDir);
const t = { app, db: database.db, database, dataDir };

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`;

async function fetchPdf(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || body.subarray(0, 4).toString() !== '%PDF') throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - started, bytes: body.length, etag: res.headers.get('etag') };
}

/** `connections` clients requesting back to back for `seconds`: requests per second and latency quantiles. */
async function load(url, headers, connections, seconds) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) latencies.push((await fetchPdf(url, headers)).ms);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), n: latencies.length };
}

async function sequential(url, headers, n) {
  const latencies = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) latencies.push((await fetchPdf(url, headers)).ms);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: n / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), n };
}

try {
  const owner = await createOwner(t.db, { workspace: { name: 'Estudio Bench' } });
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const extra = { content: richContent(), services: SERVICES, payments: INSTALLMENTS };
  const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Rediseño de marca', extra });
  const signable = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: 'Contrato firmado', extra });
  const signed = await sign(t, { signableId: signable.slug });
  if (signed.statusCode !== 201) throw new Error(`signing answered ${signed.statusCode}`);

  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const staffUrl = `${base}/api/v1/proposals/${proposal.id}/pdf`;
  const h = owner.headers;

  // Uncached: each request follows an edit (a new name), so each one draws the PDF.
  const renders = [];
  let size = 0;
  for (let i = 0; i < RENDERS; i++) {
    const put = await app.inject({ method: 'PUT', url: `/api/v1/proposals/${proposal.id}`, headers: h, payload: { name: `Rediseño de marca v${i + 1}` } });
    if (put.statusCode !== 200) throw new Error(`edit answered ${put.statusCode}`);
    const r = await fetchPdf(staffUrl, h);
    renders.push(r.ms);
    size = r.bytes;
  }
  renders.sort((a, b) => a - b);
  const uncached = { rps: 1000 / (renders.reduce((a, b) => a + b, 0) / renders.length), p50: quantile(renders, 0.5), p99: quantile(renders, 0.99), n: renders.length };

  const staff = await load(staffUrl, h, CONNECTIONS, SECONDS);
  const publicLive = await sequential(`${base}/api/v1/proposal/${proposal.slug}/pdf`, {}, PUBLIC_REQUESTS / 2);
  const publicSigned = await sequential(`${base}/api/v1/proposal/${signable.slug}/pdf`, {}, PUBLIC_REQUESTS / 2);
  const etag = (await fetchPdf(staffUrl, h)).etag;
  const revalidate = await fetch(staffUrl, { headers: { ...h, 'if-none-match': etag } });

  const row = (name, how, r) => `| ${name} | ${how} | ${r.n} | ${r.rps.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p99)} |`;
  const markdown = [
    `PDF of a proposal with rich content, 3 services and a 3-payment plan (${(size / 1024).toFixed(0)} KB), PGlite, in-process server on 127.0.0.1.`,
    '',
    '| request | how | requests | req/s | p50 | p99 |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    row('staff PDF, first render (uncached)', 'sequential, an edit before each', uncached),
    row('staff PDF, cached', `${CONNECTIONS} connections, ${SECONDS} s`, staff),
    row('public PDF, live, cached', `sequential (limit 60/IP/10 min kept)`, publicLive),
    row('public PDF, signed copy, cached', `sequential (limit 60/IP/10 min kept)`, publicSigned),
    '',
    `Revalidation with If-None-Match: HTTP ${revalidate.status}. Cached vs first render: ${(staff.rps / uncached.rps).toFixed(1)}× the requests per second.`,
  ].join('\n');
  console.log(markdown);
  const result = {
    section: 'PDF cache',
    markdown,
    targets: [{ target: '≥ 50 req/s for a cached PDF', value: `${staff.rps.toFixed(1)} req/s (staff PDF, ${CONNECTIONS} connections; p99 ${ms(staff.p99)})`, met: staff.rps >= 50 }],
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
