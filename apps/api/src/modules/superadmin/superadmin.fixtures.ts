import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';

/** Test helpers shared by the superadmin API tests (not a test file itself). */

type Headers = Record<string, string>;

/** One call of each superadmin operation, with a body that would pass validation. */
export const SUPERADMIN_ENDPOINTS: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/v1/superadmin?list=users' },
  { method: 'POST', url: '/api/v1/superadmin', payload: { action: 'enable_workspace', workspace_id: '00000000-0000-4000-8000-000000000000' } },
  { method: 'GET', url: '/api/v1/superadmin/plans' },
  { method: 'GET', url: '/api/v1/superadmin/diagnostics' },
  { method: 'POST', url: '/api/v1/superadmin/diagnostics/storage' },
  { method: 'POST', url: '/api/v1/superadmin/diagnostics/email' },
];

export const callSuperadmin = (t: TestApp, headers: Headers, e: (typeof SUPERADMIN_ENDPOINTS)[number]) =>
  t.app.inject({ method: e.method, url: e.url, headers, ...(e.payload && { payload: e.payload }) });

/**
 * Every superadmin operation answers these headers with `answer`: 401 UNAUTHENTICATED, 403 FORBIDDEN,
 * or 'served' (the call reached its handler: reads 200, the action on a missing workspace 404).
 */
export async function expectSuperadminAnswers(t: TestApp, headers: Headers, answer: 'served' | 401 | 403): Promise<void> {
  for (const e of SUPERADMIN_ENDPOINTS) {
    const res = await callSuperadmin(t, headers, e);
    const label = `${e.method} ${e.url}: ${res.body}`;
    if (answer !== 'served') expect([res.statusCode, res.json().code], label).toEqual([answer, answer === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN']);
    else if (e.method === 'GET') expect(res.statusCode, label).toBe(200);
    else {
      expect([401, 403], label).not.toContain(res.statusCode);
      expect(res.statusCode, label).toBeLessThan(500);
    }
  }
}
