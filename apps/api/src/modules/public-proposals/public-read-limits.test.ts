import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trato/domain/errors';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { published } from './public.fixtures.ts';

/**
 * Issue 9 item 6: the public reads have generous per-IP limits: a person reading never meets them,
 * a loop does. Every request from the address counts, whichever proposal it names, so the loop asks
 * for links that do not exist (a scraper guessing slugs; answered without touching the database)
 * and the proposal's own reads then find the address spent. Each test reads from its own address.
 */

const t = useTestApp();

let n = 0;
const address = () => `203.0.113.${++n}`;
const read = (url: string, ip: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

/**
 * `limit - 1` reads of unknown links from one address (404s, each counted), then the real read
 * (the last one allowed: 200), then 429 in Spanish with Retry-After. Another address still reads.
 */
async function expectLimit(urlOf: (slug: string) => string, realSlug: string, limit: number) {
  const ip = address();
  for (let i = 1; i < limit; i++) {
    const res = await read(urlOf(`no.existe.${i}`), ip);
    expect(res.statusCode, `request ${i}: ${res.body.slice(0, 200)}`).toBe(404);
  }
  const last = await read(urlOf(realSlug), ip);
  expect(last.statusCode, last.body.slice(0, 200)).toBe(200);
  const refused = await read(urlOf(realSlug), ip);
  expectError(refused, 429, 'TOO_MANY_REQUESTS', { message: MESSAGES.tooMany });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
  expect((await read(urlOf(realSlug), address())).statusCode).toBe(200);
}

describe('per-IP limits of the public reads', () => {
  it('GET /v1/proposal/{slug}: 600 per 10 minutes from one address, then 429', async () => {
    const p = await published(t);
    await expectLimit((slug) => `/api/v1/proposal/${slug}`, p.proposal.slug, 600);
  });

  it('GET /v1/comments: 600 per 10 minutes from one address, then 429', async () => {
    const p = await published(t);
    await expectLimit((slug) => `/api/v1/comments?type=proposal&proposalId=${slug}`, p.proposal.slug, 600);
  });

  it('GET /v1/proposal/{slug}/pdf: 60 per 10 minutes from one address, then 429', async () => {
    const p = await published(t);
    await expectLimit((slug) => `/api/v1/proposal/${slug}/pdf`, p.proposal.slug, 60);
  });

  it('the three limits are counted apart: reading the page and its comments does not spend the PDF', async () => {
    const p = await published(t);
    const ip = address();
    for (let i = 0; i < 70; i++) expect((await read(`/api/v1/proposal/no.existe.${i}`, ip)).statusCode).toBe(404);
    expect((await read(`/api/v1/proposal/${p.proposal.slug}/pdf`, ip)).statusCode).toBe(200);
    expect((await read(`/api/v1/comments?type=proposal&proposalId=${p.proposal.slug}`, ip)).statusCode).toBe(200);
  });
});
