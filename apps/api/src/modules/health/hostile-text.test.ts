import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError, multipart, PNG_1X1 } from '../../../test/http.ts';
import { eq } from 'drizzle-orm';
import { lines, signatures } from '../../db/schema/index.ts';
import { addLine, type Json } from '../proposals/proposals.fixtures.ts';
import { published, type Published } from '../public-proposals/public.fixtures.ts';
import { sign, signableProposal } from '../signatures/signatures.fixtures.ts';
import { JSON_BOUNDS_MESSAGES, MAX_JSON_DEPTH } from '../../lib/json-bounds.ts';

// Issue 9 item 5: a NUL byte or a lone UTF-16 surrogate anywhere in a request used to reach
// PostgreSQL (which refuses 0x00 in text and `\u0000` or a lone `\ud800` in jsonb) and come back
// as a 500. One central check answers 422 naming the field (404 for a path id), on every module.

const INVALID_TEXT = 'El texto contiene caracteres no permitidos.';
const NOT_FOUND = 'No encontramos lo que buscas.';
const BAD: [string, (s: string) => string][] = [
  ['a NUL byte', (s) => `${s}\u0000x`],
  ['a lone high surrogate', (s) => `${s}\ud800x`],
  ['a lone low surrogate', (s) => `${s}\udc00x`],
];

type Fixture = Published & { lineId: string; guest: Json };
type BodyCase = { label: string; method: 'POST' | 'PUT'; url: (f: Fixture) => string; body: (f: Fixture, text: (s: string) => string) => object; field: string; anonymous?: boolean };

const ok = (s: string) => s;

/** One text field of a representative endpoint per module (staff, public, auth). */
const BODY_CASES: BodyCase[] = [
  { label: 'create a line', method: 'POST', url: () => '/api/v1/lines', body: (_f, t) => ({ name: t('Diseño') }), field: 'name' },
  { label: 'rename a line', method: 'PUT', url: (f) => `/api/v1/lines/${f.lineId}`, body: (_f, t) => ({ name: t('Diseño web') }), field: 'name' },
  { label: 'create a service', method: 'POST', url: () => '/api/v1/services', body: (_f, t) => ({ name: 'Logo', type: 'simple', total: '1000', description: t('Un logo') }), field: 'description' },
  {
    label: 'a subservice, nested',
    method: 'POST',
    url: () => '/api/v1/services',
    body: (_f, t) => ({ name: 'Sitio', type: 'other', subservices: [{ name: t('Maqueta'), type: 'simple', total: '10' }] }),
    field: 'subservices.0.name',
  },
  { label: 'create a client', method: 'POST', url: () => '/api/v1/customers?withCompany=1', body: (_f, t) => ({ name: t('Luis Soto'), email: 'luis@ejemplo.cl', is_person: true }), field: 'name' },
  { label: 'rename a company', method: 'PUT', url: (f) => `/api/v1/companies/${f.company.id}`, body: (_f, t) => ({ name: t('Panadería') }), field: 'name' },
  { label: 'rename a proposal', method: 'PUT', url: (f) => `/api/v1/proposals/${f.proposal.id}`, body: (_f, t) => ({ name: t('Marca') }), field: 'name' },
  { label: 'workspace settings', method: 'PUT', url: () => '/api/v1/workspace', body: (_f, t) => ({ name: t('Estudio') }), field: 'name' },
  { label: 'account name', method: 'PUT', url: () => '/api/v1/account', body: (_f, t) => ({ name: t('Ana') }), field: 'name' },
  { label: 'invite a member', method: 'POST', url: () => '/api/v1/teams/invite', body: (_f, t) => ({ email: t('nuevo') + '@ejemplo.test', role: 'member' }), field: 'email' },
  {
    label: 'guest comment on the public page',
    method: 'POST',
    url: () => '/api/v1/comments',
    body: (f, t) => ({ ...f.guest, proposalId: f.proposal.slug, body: t('¿Incluye hosting?') }),
    field: 'body',
    anonymous: true,
  },
  {
    label: 'decline on the public page',
    method: 'POST',
    url: (f) => `/api/v1/proposal/${f.proposal.slug}/decline`,
    body: (_f, t) => ({ declined_reason: t('Muy caro') }),
    field: 'declined_reason',
    anonymous: true,
  },
  { label: 'log in', method: 'POST', url: () => '/api/auth/login', body: (_f, t) => ({ email: 'nadie@ejemplo.test', password: t('una-clave-cualquiera') }), field: 'password', anonymous: true },
  { label: 'check an email', method: 'POST', url: () => '/api/auth/register/check', body: (_f, t) => ({ email: t('ana') + '@ejemplo.test' }), field: 'email', anonymous: true },
  { label: 'check a workspace name', method: 'POST', url: () => '/api/auth/register/check-workspace', body: (_f, t) => ({ name: t('Estudio') }), field: 'name', anonymous: true },
  { label: 'ask for a password reset', method: 'POST', url: () => '/api/auth/password/email', body: (_f, t) => ({ email: t('ana') + '@ejemplo.test' }), field: 'email', anonymous: true },
  {
    label: 'ask for a customer access link',
    method: 'POST',
    url: () => '/api/auth/customer/login-link/send',
    body: (_f, t) => ({ email: t('marta') + '@ejemplo.test' }),
    field: 'email',
    anonymous: true,
  },
];

/** Query parameters that reach a search or a lookup. */
const QUERY_CASES: { label: string; url: (f: Fixture, value: string) => string; field: string; anonymous?: boolean }[] = [
  { label: 'client search', url: (_f, v) => `/api/v1/companies?search=${v}`, field: 'search' },
  { label: 'service search', url: (_f, v) => `/api/v1/services/search?query=${v}`, field: 'query' },
  { label: 'proposal search', url: (_f, v) => `/api/v1/proposals?text=${v}`, field: 'text' },
  { label: 'public comment thread', url: (_f, v) => `/api/v1/comments?proposalId=${v}`, field: 'proposalId', anonymous: true },
];

/** Path ids: a NUL (%00) or a lone surrogate's bytes (%ED%A0%80) name nothing, so 404. */
const PATH_CASES: { label: string; method: 'GET' | 'PUT' | 'DELETE'; url: (id: string) => string; anonymous?: boolean }[] = [
  { label: 'a line', method: 'GET', url: (id) => `/api/v1/lines/${id}` },
  { label: 'rename a line', method: 'PUT', url: (id) => `/api/v1/lines/${id}` },
  { label: 'a proposal', method: 'GET', url: (id) => `/api/v1/proposals/${id}` },
  { label: 'a company', method: 'GET', url: (id) => `/api/v1/companies/${id}` },
  { label: 'a service', method: 'GET', url: (id) => `/api/v1/services/${id}` },
  { label: 'the public proposal', method: 'GET', url: (id) => `/api/v1/proposal/${id}`, anonymous: true },
  { label: 'a comment', method: 'DELETE', url: (id) => `/api/v1/comments/${id}`, anonymous: true },
  { label: 'an invitation', method: 'GET', url: (id) => `/api/auth/invitations/${id}`, anonymous: true },
  { label: 'a stored file', method: 'GET', url: (id) => `/api/files/images/${id}.png`, anonymous: true },
];

describe('text a database cannot hold: 422 (404 for ids), never 500, on every module', () => {
  const t = useTestApp();
  let f: Fixture;

  beforeAll(async () => {
    const p = await published(t);
    const line = await addLine(t, p.owner.workspace.id, 'Branding');
    f = { ...p, lineId: line.id, guest: { origin: 'public', author_name: 'Marta Núñez', author_email: 'marta@panaderia.cl' } };
  });

  const headersOf = (anonymous?: boolean) => (anonymous ? {} : f.owner.headers);
  const sendBody = (c: BodyCase, text: (s: string) => string) => t.app.inject({ method: c.method, url: c.url(f), headers: headersOf(c.anonymous), payload: c.body(f, text) });

  /** Every answer of this file: a 4xx in the one error format, in Spanish, with the security headers. */
  const expectClientError = (res: LightMyRequestResponse, status: number, code: string, opts: { field?: string; message: string }) => {
    expectError(res, status, code, opts);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  describe.each(BAD)('%s', (_name, bad) => {
    it.each(BODY_CASES.map((c) => [c.label, c] as const))('in a JSON body field: %s → 422 naming the field', async (_label, c) => {
      expectClientError(await sendBody(c, bad), 422, 'VALIDATION_ERROR', { field: c.field, message: INVALID_TEXT });
    });

    it('in an object key → 422, the key not echoed back', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/lines', headers: f.owner.headers, payload: { [bad('name')]: 'Diseño' } });
      expectClientError(res, 422, 'VALIDATION_ERROR', { field: '_', message: INVALID_TEXT });
      expect(res.body).not.toContain('namex');
    });
  });

  it('the same requests with clean text reach their handlers (the cases above test the check, not a fixture error)', async () => {
    for (const c of BODY_CASES) {
      const res = await sendBody(c, ok);
      expect(res.statusCode, `${c.label}: ${res.body}`).toBeLessThan(500);
      expect(res.body, c.label).not.toContain(INVALID_TEXT);
    }
  });

  it.each(QUERY_CASES.map((c) => [c.label, c] as const))('a NUL in a query parameter: %s → 422 naming it', async (_label, c) => {
    const res = await t.app.inject({ method: 'GET', url: c.url(f, 'pan%00aderia'), headers: headersOf(c.anonymous) });
    expectClientError(res, 422, 'VALIDATION_ERROR', { field: c.field, message: INVALID_TEXT });
    // A lone surrogate cannot be percent-encoded as UTF-8: its bytes arrive as literal text, harmless.
    const undecodable = await t.app.inject({ method: 'GET', url: c.url(f, 'pan%ED%A0%80aderia'), headers: headersOf(c.anonymous) });
    expect(undecodable.statusCode, undecodable.body).toBeLessThan(500);
  });

  it.each(PATH_CASES.map((c) => [c.label, c] as const))('a NUL or a lone surrogate in a path id: %s → 404', async (_label, c) => {
    for (const id of ['a%00b', '%00', 'a%ED%A0%80b', '%ED%B0%80']) {
      expectClientError(await t.app.inject({ method: c.method, url: c.url(id), headers: headersOf(c.anonymous), payload: c.method === 'PUT' ? {} : undefined }), 404, 'NOT_FOUND', {
        message: NOT_FOUND,
      });
    }
  });

  it('nothing is written: a line named with a NUL is not created, nor renamed', async () => {
    const before = await t.db.select().from(lines);
    await t.app.inject({ method: 'POST', url: '/api/v1/lines', headers: f.owner.headers, payload: { name: 'Nueva\u0000' } });
    await t.app.inject({ method: 'PUT', url: `/api/v1/lines/${f.lineId}`, headers: f.owner.headers, payload: { name: 'Otra\ud800' } });
    expect(await t.db.select().from(lines)).toEqual(before);
  });

  it('a body nested thousands deep is refused by the JSON bounds before anything walks it; text deep within them is still checked', async () => {
    const post = (depth: number) =>
      t.app.inject({ method: 'POST', url: '/api/v1/lines', headers: { ...f.owner.headers, 'content-type': 'application/json' }, payload: `${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}` });
    expectClientError(await post(50_000), 422, 'VALIDATION_ERROR', { message: JSON_BOUNDS_MESSAGES.tooDeep });
    expectClientError(await post(MAX_JSON_DEPTH), 422, 'VALIDATION_ERROR', { message: INVALID_TEXT });
  });

  it('an over-long path id answers the same 404, in the one format', async () => {
    expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1/lines/${'x'.repeat(400)}`, headers: f.owner.headers }), 404, 'NOT_FOUND', { message: NOT_FOUND });
  });

  describe('multipart forms, read by their routes after the central check', () => {
    const uploadDir = () => path.join(t.dataDir, 'uploads');
    const storedFiles = () => (fs.existsSync(uploadDir()) ? fs.readdirSync(uploadDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);

    // (A lone surrogate cannot travel in a multipart name: the form encoder sends U+FFFD instead.)
    it('a file name with a NUL → 422 on the file, and no file left in storage', async () => {
      const before = storedFiles();
      const body = await multipart([['file', { filename: 'logo\u0000.png', bytes: PNG_1X1, type: 'image/png' }]], f.owner.headers);
      expectClientError(await t.app.inject({ method: 'POST', url: '/api/v1/upload/image', ...body }), 422, 'VALIDATION_ERROR', { field: 'file', message: INVALID_TEXT });
      const logo = await multipart([['file', { filename: 'logo\u0000.png', bytes: PNG_1X1, type: 'image/png' }]], f.owner.headers);
      expectClientError(await t.app.inject({ method: 'POST', url: `/api/v1/organization/${f.owner.workspace.id}/upload`, ...logo }), 422, 'VALIDATION_ERROR', {
        field: 'file',
        message: INVALID_TEXT,
      });
      expect(storedFiles()).toBe(before);
    });

    it('a signer name with a NUL, which only the database sees, is still a 422, with neither a row nor the signature image left', async () => {
      const { proposal } = await signableProposal(t);
      const before = storedFiles();
      expectClientError(await sign(t, { signableId: proposal.slug, signer_name: 'Marta\u0000Núñez' }), 422, 'VALIDATION_ERROR', { message: INVALID_TEXT });
      expect(await t.db.select().from(signatures).where(eq(signatures.projectId, proposal.id))).toHaveLength(0);
      expect(storedFiles()).toBe(before);
    });

    it('a form field with a NUL → 422 naming the field, nothing stored', async () => {
      const before = storedFiles();
      const body = await multipart([['origin', 'admin\u0000'], ['file', { filename: 'logo.png', bytes: PNG_1X1, type: 'image/png' }]], f.owner.headers);
      expectClientError(await t.app.inject({ method: 'POST', url: '/api/v1/upload/image', ...body }), 422, 'VALIDATION_ERROR', { field: 'origin', message: INVALID_TEXT });
      expect(storedFiles()).toBe(before);
    });
  });
});
