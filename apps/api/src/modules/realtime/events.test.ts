import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventPayloads, MAX_PAYLOAD_BYTES, parseEvent, type RealtimeEvent } from './events.ts';

const event = (recipients: number): RealtimeEvent => ({
  audience: 'staff',
  workspaceId: randomUUID(),
  type: 'comment.created',
  proposalId: randomUUID(),
  projectId: null,
  relationshipIds: Array.from({ length: recipients }, () => randomUUID()),
  notificationIds: Array.from({ length: recipients }, () => randomUUID()),
});

describe('eventPayloads', () => {
  it('one payload for a workspace of a few; split under the NOTIFY limit for a large one, nobody lost', () => {
    expect(eventPayloads(event(3))).toHaveLength(1);
    const big = event(500);
    const payloads = eventPayloads(big);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = payloads.map((p) => parseEvent(p)!);
    expect(parsed.flatMap((e) => e.notificationIds)).toEqual(big.notificationIds);
    expect(parsed.flatMap((e) => e.relationshipIds)).toEqual(big.relationshipIds);
  });
});

describe('parseEvent', () => {
  it('refuses what is not ours (anyone with SQL access may NOTIFY on the channel)', () => {
    expect(parseEvent('hola')).toBeNull();
    expect(parseEvent('{"audience":"staff"}')).toBeNull();
    expect(parseEvent(JSON.stringify({ ...event(2), notificationIds: ['a'] }))).toBeNull();
    expect(parseEvent(JSON.stringify({ ...event(1), audience: 'admin' }))).toBeNull();
    const e = event(2);
    expect(parseEvent(JSON.stringify(e))).toEqual(e);
  });
});
