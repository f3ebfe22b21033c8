import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { normaliseDto } from '../../../test/normalise-dto.ts';
import { api } from './proposals.fixtures.ts';
import { snapshotWorkspace, type SnapshotWorkspace } from './proposals.snapshot-fixtures.ts';

// The staff DTOs, frozen before the reads were folded into one statement each (issue 13): the same
// snapshot must pass on PGlite and on PostgreSQL, before and after any change to the queries.
const t = useTestApp();
let w: SnapshotWorkspace;
beforeAll(async () => {
  w = await snapshotWorkspace(t);
});

async function body(url: string) {
  const res = await api(t).get(w.owner.headers, url);
  expect(res.statusCode, res.body).toBe(200);
  return normaliseDto(res.json());
}

describe('GET /v1/proposals DTO snapshots', () => {
  it('the list: draft, sent, signed, declined and unfinished rows with lines, clients, contacts and totals', async () => {
    expect(await body('/api/v1/proposals?page=1')).toMatchSnapshot();
  });

  it('the list filtered (line, status, text), the trash and the projects made by signing', async () => {
    expect(await body('/api/v1/proposals?line=web&status=SENT&text=sitio')).toMatchSnapshot();
    expect(await body('/api/v1/proposals?trashed=1')).toMatchSnapshot();
    expect(await body('/api/v1/proposals?type=project')).toMatchSnapshot();
  });

  it("a company's proposals and projects tabs", async () => {
    const company = w.draft.company.id as string;
    expect(await body(`/api/v1/companies/${company}/proposals`)).toMatchSnapshot();
    expect(await body(`/api/v1/companies/${company}/projects`)).toMatchSnapshot();
  });
});

describe('GET /v1/proposals/{id} DTO snapshots', () => {
  it('signed: content, request, services with subservices, instalments, the signature, comments, visits and its project', async () => {
    expect(await body(`/api/v1/proposals/${w.signed.id}`)).toMatchSnapshot();
  });

  it('sent with a single payment, comments and visits; a draft; a declined one; an unfinished one (builder form)', async () => {
    expect(await body(`/api/v1/proposals/${w.sent.id}`)).toMatchSnapshot();
    expect(await body(`/api/v1/proposals/${w.draft.id}`)).toMatchSnapshot();
    expect(await body(`/api/v1/proposals/${w.declined.id}`)).toMatchSnapshot();
    expect(await body(`/api/v1/proposal-form/${w.unfinished.id}`)).toMatchSnapshot();
  });
});
