import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES } from './events.ts';
import { parseSessions, sessionsPayloads } from './session-ends.ts';

describe('sessionsPayloads', () => {
  it('one payload for a few sessions; a user with hundreds of sessions split under the NOTIFY limit, nobody lost', () => {
    expect(sessionsPayloads({ audience: 'staff', sessionIds: [] })).toEqual([]);
    expect(sessionsPayloads({ audience: 'staff', sessionIds: [randomUUID()] })).toHaveLength(1);
    const many = Array.from({ length: 1000 }, () => randomUUID());
    const payloads = sessionsPayloads({ audience: 'customer', sessionIds: many });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = payloads.map((p) => parseSessions(p)!);
    expect(parsed.every((e) => e.audience === 'customer')).toBe(true);
    expect(parsed.flatMap((e) => e.sessionIds)).toEqual(many);
  });
});

describe('parseSessions', () => {
  it('refuses what is not ours (anyone with SQL access may NOTIFY on the channel), and carries no secret', () => {
    for (const bad of ['hola', '{}', '{"audience":"admin","sessionIds":[]}', '{"audience":"staff","sessionIds":"x"}', '{"audience":"staff","sessionIds":[1]}', 'null']) {
      expect(parseSessions(bad), bad).toBeNull();
    }
    const id = randomUUID();
    const [payload] = sessionsPayloads({ audience: 'staff', sessionIds: [id] });
    expect(JSON.parse(payload!)).toEqual({ audience: 'staff', sessionIds: [id] });
    expect(parseSessions(payload!)).toEqual({ audience: 'staff', sessionIds: [id] });
  });
});
