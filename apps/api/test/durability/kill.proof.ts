import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPglite, connectPostgres, type Database, PGLITE_OPTIONS } from '../../src/db/client.ts';
import { databaseUrlFor } from '../database.ts';
import { releaseDeadOutboxLeases } from '../../src/modules/email/outbox.ts';
import { SENDS_PER_HOUR } from '../../src/modules/proposals/proposal-send.routes.ts';
import { checkDatabase, checkEmails, checkWritesThroughApi } from './checks.ts';
import { kill, NPM_START, type Running, startServer, stopGracefully } from './server-process.ts';
import { type Delivered, linkIn, startSink } from './smtp-sink.ts';
import { newLedger, ok, SERVICES, PLAN, type Workspace, writeUntilKilled } from './writers.ts';

/**
 * Issue 14, part 3 (decision 0048): the real server (as `npm start` runs it) is SIGKILLed at a
 * random moment while writers create proposals with services and payment plans, send them, comment
 * and upload files, PROOF_CYCLES times, on PGlite or, with TEST_DATABASE_URL, on
 * PostgreSQL. After each kill it must answer /api/health again (the time is printed; bench/startup.mjs
 * holds the 5 s target); at the end every acknowledged
 * write is there, unanswered ones are whole or absent, every committed email reached the SMTP sink
 * once, and every audit chain verifies. PROOF_SEED replays a run's kill moments.
 */
// 20 kills per database, as the issue asks: `npm test` and CI run them all (a cycle costs about a
// 2 s restart plus the writes up to the kill). PROOF_CYCLES=3 gives a quick local run.
const CYCLES = Number(process.env.PROOF_CYCLES ?? 20);
const SEED = Number(process.env.PROOF_SEED ?? randomBytes(4).readUInt32LE());
const HEALTHY_WITHIN_MS = 5_000;
/** The workspace's hourly send allowance (less the set-up's one send), spread over the cycles. */
const SENDS_PER_CYCLE = Math.max(1, Math.floor((SENDS_PER_HOUR - 1) / CYCLES));
const PG_URL = process.env.TEST_DATABASE_URL ?? null;

/** mulberry32: the kill moments follow from the printed seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trato-kill-'));
const dbName = `trato_kill_${process.pid}_${Date.now().toString(36)}`;
const port = 20_000 + Math.floor(Math.random() * 20_000);
let server: Running | null = null;

afterAll(async () => {
  if (server) await kill(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (PG_URL) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
});

/** The database the server uses, opened by the test while the server is stopped. */
async function openDirectly(): Promise<Database> {
  if (PG_URL) return connectPostgres(databaseUrlFor(PG_URL, dbName));
  return connectPglite(await PGlite.create(path.join(dataDir, 'pglite'), PGLITE_OPTIONS));
}

/** A verified owner with a workspace, a line, a client and a sent proposal to comment on: all through the API. */
async function setUp(base: string, delivered: readonly Delivered[]): Promise<Workspace> {
  const email = `duenia.${randomBytes(4).toString('hex')}@ejemplo.test`;
  const check = await ok(base, 'POST', '/auth/register/check', { json: { email } });
  await ok(base, 'POST', `/auth/register?t=${encodeURIComponent(check.registerToken)}`, { json: { name: 'Dueña Prueba', email, password: `Trato-${randomBytes(6).toString('hex')}-k` } });
  let link: string | null = null;
  for (let i = 0; i < 200 && !link; i++) {
    const mail = delivered.find((d) => d.to.includes(email));
    link = mail ? linkIn(mail, '/register/verify') : null;
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  expect(link, 'verification email').not.toBeNull();
  const verified = await ok(base, 'POST', '/auth/verify', { json: { token: new URL(link!).searchParams.get('token') } });
  const token = verified.token.access_token as string;
  const org = await ok(base, 'POST', '/v1/organization', { token, json: { business_sector: 'Desarrollo de software', how_did_you_hear: 'google_search', company_size: '2-5' } });
  await ok(base, 'PUT', `/v1/organization/${org.result.id}`, { token, json: { name: 'Estudio Kill', currency: 'CLP', primary_color: '#1d4ed8' } });
  const line = (await ok(base, 'POST', '/v1/lines', { token, json: { name: 'Diseño' } })).data;
  const client = await ok(base, 'POST', '/v1/customers?withCompany=1', { token, json: { name: 'Marta Cliente', email: 'marta@cliente.test', company_name: 'Panadería' } });
  const companyId = client.data.company.id as string;
  const thread = (await ok(base, 'POST', '/v1/proposals?status=init', { token, json: { line_id: line.id } })).data;
  await ok(base, 'PUT', `/v1/proposals/${thread.id}`, { token, json: { name: 'Hilo', company_id: companyId, services: SERVICES, payments: PLAN } });
  const finished = (await ok(base, 'POST', `/v1/proposal-form/${thread.id}/finish`, { token })).result;
  await ok(base, 'POST', `/v1/proposals/${thread.id}/send`, { token, json: {} });
  return { id: org.result.id, token, lineId: line.id, companyId, threadId: thread.id, threadSlug: finished.slug };
}

describe(`SIGKILL durability on ${PG_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it(`${CYCLES} kills at random moments lose no acknowledged write, leave nothing half-done and send each email once`, { timeout: 15 * 60_000 }, async () => {
    console.log(`[kill] seed ${SEED} (PROOF_SEED=${SEED} replays it), ${CYCLES} cycles, data ${dataDir}`);
    const next = random(SEED);
    const sink = await startSink();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      APP_URL: `http://127.0.0.1:${port}`,
      APP_SECRET: randomBytes(32).toString('hex'),
      // The demo workspace's own emails and proposals are not the writers'.
      SEED_DEMO: 'false',
    };
    if (PG_URL) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database "${dbName}"`);
      await admin.end();
      env.DATABASE_URL = databaseUrlFor(PG_URL, dbName);
    }
    try {
      server = await startServer(env, port, NPM_START);
      const ws = await setUp(server.base, sink.delivered);
      // A clean restart (SIGTERM, then start) now and another at the end: what a start costs on this
      // machine at this moment, the yardstick for the restarts after a kill.
      await stopGracefully(server.child);
      server = await startServer(env, port);
      const cleanStarts = [Math.round(server.healthyAfterMs)];
      const ledger = newLedger();
      const restarts: number[] = [];
      const kills: number[] = [];
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        // Once the restarted server has acknowledged a write (it answers slowly at first on a loaded
        // machine), between 0 and 1.5 s more: the kill then lands among requests in flight.
        const killAfter = Math.floor(next() * 1500);
        const acksBefore = ledger.acks;
        ledger.sendsLeft = SENDS_PER_CYCLE;
        const writing = writeUntilKilled(server.base, ws, ledger);
        for (let waited = 0; ledger.acks === acksBefore && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, killAfter));
        kills.push(Date.now());
        await kill(server.child);
        await writing;
        server = await startServer(env, port);
        restarts.push(Math.round(server.healthyAfterMs));
      }
      console.log(`[kill] restarts healthy after (ms): ${restarts.join(', ')}; max ${Math.max(...restarts)}`);
      const acked = {
        proposals: [...ledger.proposals.values()].filter((p) => p.puts.some((put) => put.acked)).length,
        comments: ledger.comments.filter((c) => c.acked).length,
        uploads: ledger.uploads.filter((u) => u.acked).length,
        unanswered: ledger.unanswered,
      };
      console.log(`[kill] acknowledged writes: ${JSON.stringify(acked)}`);
      await checkWritesThroughApi(server.base, ws, ledger);

      // On PostgreSQL the outbox leases a kill left run out after 2 and 10 minutes: ended here, with
      // no server running, as the PGlite server does at each start. Then the outbox runs, and we count.
      await stopGracefully(server.child);
      let db = await openDirectly();
      await releaseDeadOutboxLeases(db.db);
      await db.close();
      server = await startServer(env, port);
      cleanStarts.push(Math.round(server.healthyAfterMs));
      await waitForQuietSink(sink.delivered);
      await stopGracefully(server.child);
      server = null;
      db = await openDirectly();
      try {
        const stored = await checkDatabase(db.db, dataDir, ws.id);
        const emails = await checkEmails(db.db, sink.delivered, kills);
        console.log(`[kill] stored: ${JSON.stringify(stored)}; emails: ${JSON.stringify(emails)}`);
      } finally {
        await db.close();
      }
      // The restart times are printed, not asserted: «healthy again within 5 s» is a speed target, which
      // bench/startup.mjs measures on a quiet machine (a test's timing fails with the machine's load: a
      // benchmark running beside it once made two restarts 6.7 s). Clean starts are printed beside them,
      // so a slow figure says whether the kill cost the time (recovery) or the machine did.
      const slow = restarts.filter((ms) => ms > HEALTHY_WITHIN_MS).length;
      console.log(`[kill] clean starts ${cleanStarts.join(', ')} ms; after a kill: ${restarts.join(', ')} ms (max ${Math.max(...restarts)}); within 5 s: ${restarts.length - slow}/${restarts.length}`);
    } finally {
      await sink.close();
    }
  });
});

/** Resolves once no email has arrived for 6 s (the outbox runs at least every 5 s). */
async function waitForQuietSink(delivered: { at: number }[]): Promise<void> {
  const started = Date.now();
  for (;;) {
    const last = Math.max(started, ...delivered.map((d) => d.at));
    if (Date.now() - last > 6_000) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}
