import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { addCompany, addLine, api, readyProposal } from '../proposals/proposals.fixtures.ts';
import { GENESIS_HASH, appendAuditEvent, hashAuditEvent, listAuditEvents, verifyChain } from './audit.ts';
import { canonicalJson } from './canonical-json.ts';

const t = useTestApp();

async function proposal() {
  const owner = await createOwner(t.db);
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  const p = await readyProposal(t, owner, { lineId: line.id, companyId: company.id });
  return { owner, company, proposal: p, scope: { workspaceId: owner.workspace.id, projectId: p.id as string } };
}

describe('canonicalJson', () => {
  it('gives the same text whatever the key order, at every depth, and drops undefined like JSON', () => {
    const a = canonicalJson({ b: 1, a: { d: [{ y: 2, x: 1 }], c: 'ñ' }, u: undefined });
    const b = canonicalJson({ a: { c: 'ñ', d: [{ x: 1, y: 2 }] }, b: 1 });
    expect(a).toBe(b);
    expect(a).toBe('{"a":{"c":"ñ","d":[{"x":1,"y":2}]},"b":1}');
  });
});

describe('appendAuditEvent / verifyChain', () => {
  it('starts from 64 zeros with a created event, links each event to the previous one, and verifies', async () => {
    const { scope } = await proposal();
    // Creating the proposal (through the API) already appended `created`.
    await t.db.transaction((tx) => appendAuditEvent(tx, { ...scope, type: 'viewed', ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' }));
    await t.db.transaction((tx) =>
      appendAuditEvent(tx, { ...scope, type: 'commented', data: { author: 'Marta Núñez', nested: { z: 1, a: [1, 2] } } }),
    );

    const events = await listAuditEvents(t.db, scope.workspaceId, scope.projectId);
    expect(events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'created'],
      [2, 'viewed'],
      [3, 'commented'],
    ]);
    expect(events[0]!.prevHash).toBe(GENESIS_HASH);
    expect(events[1]!.prevHash).toBe(events[0]!.hash);
    expect(events[2]!.prevHash).toBe(events[1]!.hash);
    expect(events[1]).toMatchObject({ ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' });
    for (const e of events) expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
    // The stored hash is the documented recipe: SHA-256 of the canonical JSON of the fields.
    expect(hashAuditEvent(events[2]!)).toBe(events[2]!.hash);
    expect(verifyChain(events)).toEqual({ chain_valid: true, broken_at: null });
  });

  it('never forks under concurrent appends: seqs 1..n, each linked to the one before', async () => {
    const { scope } = await proposal();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.db.transaction((tx) => appendAuditEvent(tx, { ...scope, type: 'viewed', data: { i } }))),
    );
    const events = await listAuditEvents(t.db, scope.workspaceId, scope.projectId);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(verifyChain(events)).toEqual({ chain_valid: true, broken_at: null });
  });

  it('an append rolled back with its transaction leaves no event', async () => {
    const { scope } = await proposal();
    await expect(
      t.db.transaction(async (tx) => {
        await appendAuditEvent(tx, { ...scope, type: 'declined' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    const events = await listAuditEvents(t.db, scope.workspaceId, scope.projectId);
    expect(events.map((e) => e.type)).toEqual(['created']);
  });

  it('reports where the chain breaks after a stored row is changed, or one is removed', async () => {
    const { scope } = await proposal();
    for (const type of ['viewed', 'commented', 'viewed'] as const) await t.db.transaction((tx) => appendAuditEvent(tx, { ...scope, type, ip: '198.51.100.7' }));
    await t.db.execute(sql`update audit_events set ip = '10.0.0.1' where project_id = ${scope.projectId} and seq = 3`);
    expect(verifyChain(await listAuditEvents(t.db, scope.workspaceId, scope.projectId))).toEqual({ chain_valid: false, broken_at: 3 });

    // Re-hashing the edited row to hide the change still breaks the link of the next one.
    const [third] = (await listAuditEvents(t.db, scope.workspaceId, scope.projectId)).filter((e) => e.seq === 3);
    await t.db.update(auditEvents).set({ hash: hashAuditEvent(third!) }).where(eq(auditEvents.id, third!.id));
    expect(verifyChain(await listAuditEvents(t.db, scope.workspaceId, scope.projectId))).toEqual({ chain_valid: false, broken_at: 4 });

    const { scope: other } = await proposal();
    await t.db.transaction((tx) => appendAuditEvent(tx, { ...other, type: 'viewed' }));
    await t.db.transaction((tx) => appendAuditEvent(tx, { ...other, type: 'viewed' }));
    await t.db.execute(sql`delete from audit_events where project_id = ${other.projectId} and seq = 2`);
    expect(verifyChain(await listAuditEvents(t.db, other.workspaceId, other.projectId))).toEqual({ chain_valid: false, broken_at: 3 });
  });

  it('records `sent` when the proposal is emailed', async () => {
    const { owner, scope } = await proposal();
    const res = await api(t).post(owner.headers, `/api/v1/proposals/${scope.projectId}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    const events = await listAuditEvents(t.db, scope.workspaceId, scope.projectId);
    expect(events.map((e) => e.type)).toEqual(['created', 'sent']);
    expect(events[1]!.data).toMatchObject({ to: expect.stringContaining('@panaderia.cl') });
    expect(verifyChain(events).chain_valid).toBe(true);
  });
});
