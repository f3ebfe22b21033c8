import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectError } from '../../../test/http.ts';
import { linkIn, useMailSink } from '../../../test/mail.ts';
import { workspaces } from '../../db/schema/index.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { portal } from '../projects/projects.fixtures.ts';
import { CUSTOMER_AUTH_MESSAGES as M } from './messages.ts';

const t = useTestApp();
const mail = useMailSink(t);
const { post } = api(t);
const brand = (w: string) => t.app.inject({ method: 'GET', url: `/api/auth/customer/brand/${w}` });

describe('GET /auth/customer/brand/{workspace} (the branded /c/login, decision 0081)', () => {
  it('the access e-mail leads to /c/login?w= and that page gets the provider’s name, logos and colour, without signing in', async () => {
    const { owner, project, company } = await portal(t, { name: 'Portal Ñuñoa' });
    await t.db.update(workspaces).set({ logo: '/api/files/logos/a.png', primaryColor: '#0f766e' }).where(eq(workspaces.id, owner.workspace.id));
    expect((await post(owner.headers, `/api/v1/projects/${project.id}/send-access`)).statusCode).toBe(200);
    const link = linkIn(await mail.lastTo(company.contact.email), '/c/login');
    expect(link.searchParams.get('w')).toBe(owner.workspace.id);
    const res = await brand(link.searchParams.get('w')!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { name: owner.workspace.name, logo: '/api/files/logos/a.png', logo_dark: null, primary_color: '#0f766e' } });
  });

  it('the link asked from /c/login by e-mail carries the workspace too', async () => {
    const { owner, project, company } = await portal(t);
    // Access first (granting the contact), then she asks for a new link from /c/login.
    expect((await post(owner.headers, `/api/v1/projects/${project.id}/send-access`)).statusCode).toBe(200);
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/customer/login-link/send', payload: { email: company.contact.email } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(linkIn(await mail.lastTo(company.contact.email), '/c/login').searchParams.get('w')).toBe(owner.workspace.id);
  });

  it('422 in Spanish for an id that is not one; 404 for an unknown or disabled workspace', async () => {
    expectError(await brand('no-es-un-id'), 422, 'VALIDATION_ERROR', { field: 'workspace', message: M.workspaceInvalid });
    expectError(await brand(randomUUID()), 404, 'NOT_FOUND');
    const { owner } = await portal(t);
    await t.db.update(workspaces).set({ disabledAt: new Date() }).where(eq(workspaces.id, owner.workspace.id));
    expectError(await brand(owner.workspace.id), 404, 'NOT_FOUND');
  });
});
