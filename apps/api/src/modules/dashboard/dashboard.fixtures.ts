import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import type { Owner } from '../../../test/factories.ts';
import { portal, type Portal } from '../projects/projects.fixtures.ts';
import { api, type Json } from '../proposals/proposals.fixtures.ts';

/** Test helpers of the dashboard, calendar and feed tests (not a test file itself). */

/** A live portal (40/30/30 plan due 2026-12-01, -15, -29) with a stage 'Diseño' from 2026-12-03 to 2026-12-10. */
export async function portalWithStage(t: TestApp, opts: { owner?: Owner; name?: string } = {}): Promise<Portal & { stage: Json }> {
  const p = await portal(t, { owner: opts.owner, name: opts.name ?? 'Panadería Aurora' });
  const res = await api(t).post(p.owner.headers, `/api/v1/projects/${p.project.id}/stages`, { name: 'Diseño', start_date: '2026-12-03', end_date: '2026-12-10' });
  expect(res.statusCode, res.body).toBe(201);
  return { ...p, stage: res.json().data };
}

/** The calendar of December 2026 (the plan's month) with optional filters. */
export const december = (query = '') => `/api/v1/dashboard/calendar?start_date=2026-12-01&end_date=2026-12-31${query}`;
