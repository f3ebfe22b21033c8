import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { readCalls, seedReads, type ReadCall, type ReadsSeed } from '../../../test/reads.ts';
import { normalise } from './normalise.ts';

// The DTO of every read this branch may rewrite (issue 13: "every DTO identical before and after"),
// taken before the rewrite and held by snapshot. The clock is frozen so payment statuses (overdue,
// due soon) do not move with the calendar; ids, timestamps and random tokens are normalised.
const t = useTestApp({}, { clock: () => new Date('2026-11-20T12:00:00Z') });
let seed: ReadsSeed;
beforeAll(async () => {
  seed = await seedReads(t, 3);
}, 180_000);

/** Endpoints whose queries other helpers own, and answers that change with the machine or the run. */
const NOT_HERE = [
  /^\/api\/v1\/(proposals|proposal-form|proposal|payments|dashboard|search|calendar)\b/,
  /^\/api\/calendar\//,
  /^\/api\/(health|v1\/superadmin\/diagnostics)$/,
  /\/pdf$/,
];
/** Ordered by creation only, and a plan's payments are created together: their order is a tie. */
const TIED = ['GET /v1/superadmin?list=payments'];
const snapshotted = (c: ReadCall) => !NOT_HERE.some((re) => re.test(c.op)) && !TIED.includes(c.label);

describe('read DTOs (snapshot, normalised)', () => {
  it('every read of the seeded workspace answers the same DTO', async () => {
    for (const c of readCalls(seed).filter(snapshotted)) {
      const res = await t.app.inject({ method: 'GET', url: c.url, headers: c.headers });
      expect(res.statusCode, `${c.label}: ${res.body}`).toBe(200);
      expect.soft(normalise(res.json()), c.label).toMatchSnapshot(c.label);
    }
  });
});
