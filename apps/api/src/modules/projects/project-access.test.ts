import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { leaksNothing } from '../../../test/tenants.ts';
import { companies, customerLoginLinks, customerNotifications, customers } from '../../db/schema/index.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { customerApi, magicTokenOf, spend } from '../signatures/signatures.fixtures.ts';
import { ACCESS_SENDS_PER_HOUR } from './project-access.ts';
import { customerSession, newProject, ownerOn, portal } from './projects.fixtures.ts';

const t = useTestApp();
const mail = useMailSink(t);
const { get, post, del } = api(t);

describe('GET /v1/projects/{id}/magic-link', () => {
  it("a single-use link to /c/login for the main contact, whose session opens only this portal", async () => {
    const { owner, project, company } = await portal(t);
    const res = await get(owner.headers, `/api/v1/projects/${project.id}/magic-link`);
    expect(res.statusCode, res.body).toBe(200);
    const { url, customer, expires_at } = res.json().data;
    // ?w= brands /c/login with the provider (decision 0081).
    expect(url).toMatch(new RegExp(`^http://trato\\.test/c/login\\?w=${owner.workspace.id}&magic_link=[\\w-]+$`));
    expect(customer).toEqual({ id: company.contact.id, name: 'Marta Núñez', email: company.contact.email });
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    // The contact now has access (listed in the detail).
    expect((await get(owner.headers, `/api/v1/projects/${project.id}`)).json().data.customers.map((c: { id: string }) => c.id)).toEqual([company.contact.id]);
    const { body } = await spend(t, magicTokenOf(url));
    expect(body.redirectUrl).toBe(`/c/project/${project.id}`);
    expectError(await customerApi(t).loginLink(magicTokenOf(url)), 401, 'UNAUTHENTICATED');
  });

  it('422 in Spanish when the portal has no client contact', async () => {
    const owner = await ownerOn(t);
    const project = await newProject(t, owner);
    expectError(await get(owner.headers, `/api/v1/projects/${project.id}/magic-link`), 422, 'VALIDATION_ERROR', { field: 'company_id', message: PROJECT_MESSAGES.noContact });
  });
  it('404 for a trashed portal or an id that is not one, and no link is stored for it', async () => {
    const { owner, project, company } = await portal(t);
    expect((await del(owner.headers, `/api/v1/projects/${project.id}`)).statusCode).toBe(204);
    expectError(await get(owner.headers, `/api/v1/projects/${project.id}/magic-link`), 404, 'NOT_FOUND');
    expectError(await get(owner.headers, '/api/v1/projects/no-es-un-id/magic-link'), 404, 'NOT_FOUND');
    const links = await t.db.select().from(customerLoginLinks).where(eq(customerLoginLinks.customerId, company.contact.id));
    expect(links).toEqual([]);
  });
});

describe('POST /v1/projects/{id}/send-access', () => {
  it('emails the main contact (granting access) a working sign-in link; a notification in their bell', async () => {
    const { owner, project, company } = await portal(t, { name: 'Portal Ñuñoa' });
    const res = await post(owner.headers, `/api/v1/projects/${project.id}/send-access`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: 1, recipients: [{ id: company.contact.id, name: 'Marta Núñez', email: company.contact.email }] });
    const message = await mail.lastTo(company.contact.email);
    expect(message.subject).toContain('Portal Ñuñoa');
    const link = linkIn(message, '/c/login');
    const { body } = await spend(t, link.searchParams.get('magic_link')!);
    expect(body.redirectUrl).toBe(`/c/project/${project.id}`);
    const bell = await t.db.select().from(customerNotifications).where(eq(customerNotifications.customerId, company.contact.id));
    expect(bell.map((n) => [n.type, n.title])).toEqual([['access.sent', 'Tienes acceso al portal Portal Ñuñoa']]);
  });

  it('sends to every customer with access, each their own link', async () => {
    const { owner, project, company } = await portal(t);
    const [colleague] = await t.db
      .insert(customers)
      .values({ workspaceId: owner.workspace.id, companyId: company.id, name: 'Pedro Soto', email: `pedro.${randomUUID().slice(0, 6)}@panaderia.cl` })
      .returning();
    await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    await customerSession(t, { id: colleague!.id, workspaceId: owner.workspace.id }, project.id);
    const res = (await post(owner.headers, `/api/v1/projects/${project.id}/send-access`)).json().data;
    expect(res.sent).toBe(2);
    const a = linkIn(await mail.lastTo(company.contact.email), '/c/login');
    const b = linkIn(await mail.lastTo(colleague!.email), '/c/login');
    expect(a.searchParams.get('magic_link')).not.toBe(b.searchParams.get('magic_link'));
  });

  it('at most 100 access emails per workspace per hour, then 429 in Spanish', async () => {
    const { owner, project } = await portal(t);
    for (let i = 0; i < ACCESS_SENDS_PER_HOUR; i++) expect((await post(owner.headers, `/api/v1/projects/${project.id}/send-access`)).statusCode).toBe(200);
    expectError(await post(owner.headers, `/api/v1/projects/${project.id}/send-access`), 429, 'TOO_MANY_REQUESTS');
    // Another workspace is not affected.
    const other = await portal(t);
    expect((await post(other.owner.headers, `/api/v1/projects/${other.project.id}/send-access`)).statusCode).toBe(200);
  });

  it('409 for a portal still in set-up; 422 without anyone to send to', async () => {
    const { owner, project } = await portal(t, { publish: false });
    expectError(await post(owner.headers, `/api/v1/projects/${project.id}/send-access`), 409, 'CONFLICT', { message: PROJECT_MESSAGES.notPublished });
    const other = await portal(t, { owner });
    await t.db.delete(customers).where(eq(customers.companyId, other.company.id));
    expectError(await post(owner.headers, `/api/v1/projects/${other.project.id}/send-access`), 422, 'VALIDATION_ERROR', { field: 'company_id' });
  });
});

describe('access routes: who may call them', () => {
  it('401 without a token or with a customer token; another workspace gets 404 and no link', async () => {
    const { owner, project, company } = await portal(t, { name: 'Portal privado' });
    const other = await ownerOn(t);
    const customer = await customerSession(t, { id: company.contact.id, workspaceId: owner.workspace.id }, project.id);
    for (const h of [{}, customer]) {
      expectError(await get(h, `/api/v1/projects/${project.id}/magic-link`), 401, 'UNAUTHENTICATED');
      expectError(await post(h, `/api/v1/projects/${project.id}/send-access`), 401, 'UNAUTHENTICATED');
    }
    for (const res of [await get(other.headers, `/api/v1/projects/${project.id}/magic-link`), await post(other.headers, `/api/v1/projects/${project.id}/send-access`)]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(leaksNothing(res.body, ['Portal privado', company.contact.email, 'magic_link'])).toBe(true);
    }
    const [c] = await t.db.select({ name: companies.name }).from(companies).where(eq(companies.id, company.id));
    expect(c?.name).toBe('Panadería Ñuñoa');
  });
});
