import type { TestApp } from '../../../test/app.ts';
import { multipart, type Part } from '../../../test/http.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';

/** Test helpers of the search API tests (not a test file itself). */

type Headers = Record<string, string>;

export const searchOf = (t: TestApp) => async (headers: Headers, query: string, limit?: number) =>
  api(t).get(headers, `/api/v1/search?query=${encodeURIComponent(query)}${limit ? `&limit=${limit}` : ''}`);

/** Only what a person reads of a result: type, title and where it opens. */
export const seen = (body: Json) => (body.data as Json[]).map((r) => [r.type, r.title]);

/** Staff attach files to a project (POST /v1/upload/file, project_files). */
export async function attachFiles(t: TestApp, headers: Headers, projectId: string, files: [string, Part][]) {
  const parts: [string, Part][] = [['origin', 'admin'], ['fileableId', projectId], ['directory', 'project_files'], ['type', 'multiple'], ...files];
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/file', ...(await multipart(parts, headers)) });
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
}

/** A staff comment on a proposal or a project. */
export async function comment(t: TestApp, headers: Headers, type: 'proposal' | 'project', target: Json, body: string) {
  const res = await api(t).post(headers, '/api/v1/comments', { type, proposalId: type === 'proposal' ? target.slug : target.id, origin: 'admin', body });
  if (res.statusCode >= 300) throw new Error(`comment answered ${res.statusCode}: ${res.body}`);
}
