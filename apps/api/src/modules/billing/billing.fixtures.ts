import { expect } from 'vitest';
import { BUSINESS_SECTORS } from '@trato/domain/options/business-sectors';
import type { TestApp } from '../../../test/app.ts';
import { createUser, tokenFor, type Owner } from '../../../test/factories.ts';
import { addCompany, addLine, readyProposal } from '../proposals/proposals.fixtures.ts';

const SURVEY = { business_sector: BUSINESS_SECTORS[3]!, how_did_you_hear: 'linkedin', company_size: '2-5' };

/** An owner whose workspace was made through the API (POST /v1/organization), as a sign-up makes it. */
export async function signUpOwner(t: TestApp): Promise<Owner> {
  const user = await createUser(t.db);
  const token = await tokenFor(t.db, user.id);
  const headers = { authorization: `Bearer ${token}` };
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/organization', headers, payload: SURVEY });
  expect(res.statusCode, res.body).toBe(201);
  const workspace = res.json().result;
  const put = await t.app.inject({ method: 'PUT', url: `/api/v1/organization/${workspace.id}`, headers, payload: { currency: 'USD' } });
  expect(put.statusCode, put.body).toBe(200);
  return { user, workspace, token, headers } as unknown as Owner;
}

/** Makes proposals of an owner: `make()` a finished (active) one, `make({ finish: false })` a draft in set-up. */
export async function proposalMaker(t: TestApp, owner: Owner) {
  const line = await addLine(t, owner.workspace.id);
  const company = await addCompany(t, owner.workspace.id);
  return (opts: { finish?: boolean } = {}) => readyProposal(t, owner, { lineId: line.id, companyId: company.id, ...opts });
}

export const get = (t: TestApp, headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });
export const post = (t: TestApp, headers: Record<string, string>, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
