import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { createOwner } from '../../../test/factories.ts';
import { signatures } from '../../db/schema/index.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { signableProposal, signOk, SIGNER } from '../signatures/signatures.fixtures.ts';

const t = useTestApp();
const { get, post } = api(t);

/** A proposal emailed to its client and then signed: created, sent, signed. */
async function signedProposal() {
  const s = await signableProposal(t);
  const sent = await post(s.owner.headers, `/api/v1/proposals/${s.proposal.id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  const result = await signOk(t, s.proposal.slug, { ip: '203.0.113.77' });
  return { ...s, result };
}

describe('GET /v1/proposals/{id}/evidence', () => {
  it('returns the chain (created, sent, signed) and the signature, both verified', async () => {
    const { owner, proposal, result } = await signedProposal();
    const res = await get(owner.headers, `/api/v1/proposals/${proposal.id}/evidence`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.chain_valid).toBe(true);
    expect(data.broken_at).toBeNull();
    expect(data.events.map((e: { seq: number; type: string }) => [e.seq, e.type])).toEqual([
      [1, 'created'],
      [2, 'sent'],
      [3, 'signed'],
    ]);
    expect(data.events[0].prev_hash).toBe('0'.repeat(64));
    expect(data.events[2]).toMatchObject({ prev_hash: data.events[1].hash, ip: '203.0.113.77', data: { signer_email: SIGNER.email, snapshot_sha256: result.signature.snapshot_sha256 } });
    expect(data.signature).toMatchObject({
      signer_name: SIGNER.name,
      signer_email: SIGNER.email,
      ip: '203.0.113.77',
      mode: 'draw',
      snapshot_sha256: result.signature.snapshot_sha256,
      snapshot_valid: true,
      signed_at: result.signature.signed_at,
    });
  });

  it('an unsigned proposal has a valid chain and no signature', async () => {
    const { owner, proposal } = await signableProposal(t);
    const res = await get(owner.headers, `/api/v1/proposals/${proposal.id}/evidence`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ chain_valid: true, broken_at: null, signature: null, events: [expect.objectContaining({ type: 'created' })] });
  });

  it('after a stored audit row is changed in the database, the chain no longer verifies and says where', async () => {
    const { owner, proposal } = await signedProposal();
    await t.db.execute(sql`update audit_events set data = ${JSON.stringify({ to: 'otra@direccion.cl' })}::jsonb where project_id = ${proposal.id} and seq = 2`);
    const { data } = (await get(owner.headers, `/api/v1/proposals/${proposal.id}/evidence`)).json();
    expect(data).toMatchObject({ chain_valid: false, broken_at: 2 });
    expect(data.signature.snapshot_valid).toBe(true);
  });

  it('after the stored snapshot is changed, snapshot_valid is false', async () => {
    const { owner, proposal } = await signedProposal();
    await t.db.execute(sql`update signatures set snapshot = jsonb_set(snapshot, '{totals,total}', '"1.00"') where project_id = ${proposal.id}`);
    const [sig] = await t.db.select().from(signatures).where(eq(signatures.projectId, proposal.id));
    expect((sig!.snapshot as { totals: { total: string } }).totals.total).toBe('1.00');
    const { data } = (await get(owner.headers, `/api/v1/proposals/${proposal.id}/evidence`)).json();
    expect(data.signature.snapshot_valid).toBe(false);
    expect(data.chain_valid).toBe(true);
  });

  it('401 without a session; another workspace gets 404 and learns nothing', async () => {
    const { proposal } = await signedProposal();
    expectError(await t.app.inject({ method: 'GET', url: `/api/v1/proposals/${proposal.id}/evidence` }), 401, 'UNAUTHENTICATED');
    const stranger = await createOwner(t.db);
    const res = await get(stranger.headers, `/api/v1/proposals/${proposal.id}/evidence`);
    expectError(res, 404, 'NOT_FOUND');
    expect(leaksNothing(res.body, [SIGNER.email, SIGNER.name, proposal.name])).toBe(true);
  });
});
