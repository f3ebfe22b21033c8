import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { normaliseDto } from '../../../test/normalise-dto.ts';
import { snapshotWorkspace, type SnapshotWorkspace } from '../proposals/proposals.snapshot-fixtures.ts';

// The public DTO, frozen before its read was folded into one statement (issue 13); the same snapshot
// passes on PGlite and on PostgreSQL.
const t = useTestApp();
let w: SnapshotWorkspace;
beforeAll(async () => {
  w = await snapshotWorkspace(t);
});

async function body(key: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/proposal/${key}` });
  expect(res.statusCode, res.body).toBe(200);
  return normaliseDto(res.json());
}

describe('GET /v1/proposal/{slug} DTO snapshots', () => {
  it('sent: open for an answer', async () => {
    expect(await body(w.sent.slug)).toMatchSnapshot();
  });

  it('signed: the signature summary, no longer answerable (by slug and by id, the same answer)', async () => {
    const bySlug = await body(w.signed.slug);
    expect(bySlug).toMatchSnapshot();
    expect(await body(w.signed.id)).toEqual(bySlug);
  });

  it('declined, with its reason', async () => {
    expect(await body(w.declined.slug)).toMatchSnapshot();
  });
});
