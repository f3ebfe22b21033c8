import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { projects, users } from '../../db/schema/index.ts';
import { api } from '../proposals/proposals.fixtures.ts';
import { published } from './public.fixtures.ts';

const t = useTestApp();
const { get, put } = api(t);
const none = {};

const IDENTITY = {
  legal_name: 'Estudio Núñez SpA',
  tax_country: 'CL',
  tax_id: '76.123.456-0',
  address: 'Av. Providencia 1234, Santiago',
  contact_email: 'hola@estudio.cl',
  contact_phone: '+56 9 1234 5678',
};

// The public page's sender card (issue 32 §1, decision 0079): who made the proposal and the
// business identity of settings «Cobros», read in the page's one statement.
describe('GET /v1/proposal/{slug}: the sender card', () => {
  it('names the member who made it (name, e-mail, photo) and the business identity with its tax id label', async () => {
    const p = await published(t);
    await t.db.update(users).set({ avatar: 'https://cdn.ejemplo.test/ana.png' }).where(eq(users.id, p.owner.user.id));
    expect((await put(p.owner.headers, '/api/v1/collections/identity', IDENTITY)).statusCode).toBe(200);

    const res = await get(none, `/api/v1/proposal/${p.proposal.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sender).toEqual({
      person: { name: 'Ana Pérez', email: p.owner.user.email, avatar: 'https://cdn.ejemplo.test/ana.png' },
      identity: {
        legal_name: 'Estudio Núñez SpA',
        tax_country: 'CL',
        tax_id: '76123456-0',
        tax_id_label: 'RUT',
        address: 'Av. Providencia 1234, Santiago',
        contact_email: 'hola@estudio.cl',
        contact_phone: '+56 9 1234 5678',
      },
    });
  });

  it('says the business identity once, in the sender card; the staff proposal keeps it in its organization (the PDF reads it there)', async () => {
    const p = await published(t);
    expect((await put(p.owner.headers, '/api/v1/collections/identity', IDENTITY)).statusCode).toBe(200);

    const pub = (await get(none, `/api/v1/proposal/${p.proposal.slug}`)).json().data;
    expect(pub.organization).not.toHaveProperty('identity');
    expect(pub.organization.name).toBe(p.owner.workspace.name);
    // Its id instead: the page's links into the portal carry it (/c/login?w=, decisions 0081 and 0083).
    expect(pub.organization.id).toBe(p.owner.workspace.id);
    expect(pub.sender.identity.legal_name).toBe('Estudio Núñez SpA');
    expect(pub.sender.identity.tax_id_label).toBe('RUT');

    const staff = (await get(p.owner.headers, `/api/v1/proposals/${p.proposal.id}`)).json().data;
    expect(staff.organization.identity).toEqual(pub.sender.identity);
  });

  it('without settings «Cobros» there is no identity; without the member (account gone) no person', async () => {
    const p = await published(t);
    expect((await get(none, `/api/v1/proposal/${p.proposal.slug}`)).json().data.sender).toEqual({
      person: { name: 'Ana Pérez', email: p.owner.user.email, avatar: null },
      identity: null,
    });
    await t.db.update(projects).set({ createdBy: null }).where(eq(projects.id, p.proposal.id));
    expect((await get(none, `/api/v1/proposal/${p.proposal.slug}`)).json().data.sender).toEqual({ person: null, identity: null });
  });

  it("never shows another workspace's identity", async () => {
    const a = await published(t);
    const b = await published(t);
    expect((await put(a.owner.headers, '/api/v1/collections/identity', IDENTITY)).statusCode).toBe(200);
    const res = await get(none, `/api/v1/proposal/${b.proposal.slug}`);
    expect(res.json().data.sender.identity).toBeNull();
    expect(res.body).not.toContain('Estudio Núñez SpA');
  });
});
