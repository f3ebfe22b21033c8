import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { auditEvents, emailOutbox, uploads } from '../../src/db/schema/index.ts';
import { verifyChain } from '../../src/modules/audit/audit.ts';
import { outboxMessageId } from '../../src/modules/email/outbox.ts';
import { rowsOf } from '../../src/modules/portal/portal-reader.ts';
import type { Delivered } from './smtp-sink.ts';
import { ok, type Ledger, type Workspace } from './writers.ts';

/**
 * Through the API of the restarted server: every acknowledged write is there, and every write that
 * got no answer is there whole or not at all.
 */
export async function checkWritesThroughApi(base: string, ws: Workspace, ledger: Ledger): Promise<void> {
  for (const [id, entry] of ledger.proposals) {
    const p = (await ok(base, 'GET', `/v1/proposals/${id}`, { token: ws.token })).data;
    const markers = entry.puts.map((put) => put.marker);
    const acked = entry.puts.some((put) => put.acked);
    const whole = markers.includes(p.name) && p.services.length === 2 && p.payments.payments.length === 2;
    const untouched = !markers.includes(p.name) && p.services.length === 0 && p.payments.payments.length === 0;
    const what = `proposal ${id} (PUTs ${JSON.stringify(entry.puts)}): name ${p.name}, ${p.services.length} services, ${p.payments.payments.length} payments`;
    expect(acked ? whole : whole || untouched, what).toBe(true);
    const evidence = (await ok(base, 'GET', `/v1/proposals/${id}/evidence`, { token: ws.token })).data;
    expect(evidence.chain_valid, `audit chain of ${id}`).toBe(true);
    if (entry.sent) expect(evidence.events.map((e: { type: string }) => e.type), `acknowledged send of ${id}`).toContain('sent');
  }
  const thread = (await ok(base, 'GET', `/v1/comments?type=proposal&proposalId=${ws.threadId}`, { token: ws.token })).data as { body: string }[];
  const bodies = thread.map((c) => c.body);
  for (const c of ledger.comments) {
    const copies = bodies.filter((b) => b.includes(c.marker)).length;
    expect(copies, `comment ${c.marker} (${c.acked ? 'acknowledged' : 'unanswered'})`).toBe(c.acked ? 1 : copies > 0 ? 1 : 0);
  }
  for (const u of ledger.uploads.filter((x) => x.acked)) {
    const res = await fetch(new URL(u.url!, base));
    expect(res.status, u.url!).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(u.bytes), `bytes of ${u.url}`).toBe(true);
  }
}

/** With the server stopped: no upload row without its whole file; every proposal's audit chain verifies. */
export async function checkDatabase(db: Db, dataDir: string, workspaceId: string): Promise<{ uploads: number; chains: number; events: number }> {
  const rows = await db.select({ key: uploads.key, size: uploads.size }).from(uploads);
  for (const row of rows) {
    expect(fs.statSync(path.join(dataDir, 'uploads', row.key), { throwIfNoEntry: false })?.size ?? null, `bytes of upload ${row.key}`).toBe(row.size);
  }
  // Services and plan are written by one PUT: a proposal holds both or neither, never half.
  const halves = await db.execute(sql`
    select p.id from projects p
    where p.workspace_id = ${workspaceId} and ((select count(*) from project_services s where s.project_id = p.id) not in (0, 2)
       or (select count(*) from payments y where y.project_id = p.id) not in (0, 2))`);
  expect(rowsOf<{ id: string }>(halves), 'proposals with part of their services or plan').toEqual([]);
  const events = await db.select().from(auditEvents).orderBy(asc(auditEvents.projectId), asc(auditEvents.seq));
  const chains = new Map<string, typeof events>();
  for (const e of events) chains.set(e.projectId, [...(chains.get(e.projectId) ?? []), e]);
  for (const [projectId, chain] of chains) expect(verifyChain(chain), `audit chain of ${projectId}`).toEqual({ chain_valid: true, broken_at: null });
  return { uploads: rows.length, chains: chains.size, events: events.length };
}

/** How long after the SMTP server accepted an email a kill may still land before its row is marked sent. */
const SEND_WINDOW_MS = 2_000;
/**
 * How much earlier than the sink's timestamp a kill may land and still have cut a send off: the sink
 * stamps a message when it has read all of it, which can trail the sender's last byte. A server killed
 * right after writing the message's end, before the reply, shows as a kill 1 ms before the delivery
 * (CI 2026-11-29: kill at …139445, delivery stamped …139446, the copy sent again after the restart).
 */
const STAMP_LAG_MS = 250;

/**
 * Every committed email reached the sink once; more often only when, after each extra copy was
 * accepted, a kill landed before its row was marked sent — every copy under the row's Message-ID. Nothing
 * reached it that no committed row holds.
 */
export async function checkEmails(db: Db, delivered: readonly Delivered[], kills: readonly number[]) {
  const rows = await db
    .select({ id: emailOutbox.id, status: emailOutbox.status, to: emailOutbox.to, attempts: emailOutbox.attempts, lastError: emailOutbox.lastError, createdAt: emailOutbox.createdAt, nextAttemptAt: emailOutbox.nextAttemptAt })
    .from(emailOutbox);
  const copies = new Map<string, Delivered[]>();
  for (const d of delivered) copies.set(d.messageId ?? 'none', [...(copies.get(d.messageId ?? 'none') ?? []), d]);
  let duplicated = 0;
  for (const row of rows) {
    const history = `attempts ${row.attempts}, last error ${row.lastError ?? 'none'}, created ${row.createdAt.toISOString()}, next attempt ${row.nextAttemptAt.toISOString()}, checked ${new Date().toISOString()}`;
    expect(row.status, `outbox row ${row.id} to ${row.to} (${history})`).toBe('sent');
    const mine = copies.get(outboxMessageId(row.id)) ?? [];
    copies.delete(outboxMessageId(row.id));
    // Each copy but the last must have been cut off by a kill before its row was marked sent (two
    // kills in a row can land in that window: seen once, 3 copies 53 ms and 27 ms before a kill).
    const sorted = [...mine].sort((a, b) => a.at - b.at);
    const killedMidSend =
      sorted.length >= 2 && sorted.slice(0, -1).every((copy, i) => kills.some((k) => k >= copy.at - STAMP_LAG_MS && k - copy.at <= SEND_WINDOW_MS && k <= sorted[i + 1]!.at));
    if (killedMidSend) duplicated += sorted.length - 1;
    else expect(mine.length, `deliveries of ${row.id} to ${row.to} (at ${mine.map((m) => m.at).join(', ')}; kills at ${kills.join(', ')})`).toBe(1);
  }
  expect([...copies.keys()], 'delivered emails no committed row holds').toEqual([]);
  return { emails: rows.length, duplicated };
}
