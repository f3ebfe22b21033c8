import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { createOwner, type Owner } from '../../../test/factories.ts';
import { companies, customers, lines, subscriptions, visitLogs } from '../../db/schema/index.ts';
import { signOk } from '../signatures/signatures.fixtures.ts';
import { api, INSTALLMENTS, newProposal, readyProposal, SERVICES, type Json } from './proposals.fixtures.ts';

/**
 * One workspace whose proposals cover every state the list, the detail and the public page show,
 * built the same way on every run (fixed names, emails, slugs and dates) for the DTO snapshot tests:
 * what a run still draws at random is replaced by test/normalise-dto.ts.
 */
export type SnapshotWorkspace = {
  owner: Owner;
  draft: Json;
  sent: Json;
  signed: Json;
  declined: Json;
  trashed: Json;
  unfinished: Json;
  projectId: string;
};

const CONTENT = {
  time: 1,
  version: '2.31.0',
  blocks: [
    { id: 'h1', type: 'header', data: { text: 'Alcance', level: 2 } },
    { id: 'p1', type: 'paragraph', data: { text: 'Diseño de <b>identidad</b> y sitio web.' } },
    { id: 'l1', type: 'list', data: { style: 'unordered', items: ['Logo', 'Manual de marca'] } },
    { id: 't1', type: 'table', data: { withHeadings: true, content: [['Etapa', 'Semanas'], ['Diseño', '3']] } },
  ],
};
const REQUEST = { time: 1, version: '2.31.0', blocks: [{ id: 'r1', type: 'paragraph', data: { text: 'Necesitamos una marca nueva.' } }] };
/** One payment of the first two SERVICES (250000.00). */
const SINGLE_PAYMENT = {
  type: null,
  plan: 'singlePayment',
  payments: [{ key: 'pay-unico', name: 'Pago único', amount: '250000.00', percent: '100.00', status: 'pending', due_at: '2027-01-15' }],
};

export async function snapshotWorkspace(t: TestApp): Promise<SnapshotWorkspace> {
  const { post, del } = api(t);
  const owner = await createOwner(t.db, { user: { name: 'Ana Pérez', email: 'ana@estudio-cordillera.test' }, workspace: { name: 'Estudio Cordillera' } });
  const ws = owner.workspace.id;
  // The agency plan: the free one stops at 3 active proposals.
  await t.db.insert(subscriptions).values({ workspaceId: ws, planId: 'agency' }).onConflictDoUpdate({ target: subscriptions.workspaceId, set: { planId: 'agency' } });
  const [branding, web] = await t.db
    .insert(lines)
    .values([
      { workspaceId: ws, name: 'Branding', slug: 'branding', color: '#1d4ed8', badgeColor: '#dbeafe' },
      { workspaceId: ws, name: 'Web', slug: 'web', color: '#047857', badgeColor: '#d1fae5' },
    ])
    .returning();
  const [bakery, person] = await t.db
    .insert(companies)
    .values([
      { workspaceId: ws, name: 'Panadería Ñuñoa' },
      { workspaceId: ws, name: 'Tomás Rojas', isPerson: true },
    ])
    .returning();
  await t.db.insert(customers).values([
    { workspaceId: ws, companyId: bakery!.id, name: 'Marta Núñez', email: 'marta@panaderia.test', phone: '+56 9 1234 5678', isContact: true },
    { workspaceId: ws, companyId: bakery!.id, name: 'Luis Soto', email: 'luis@panaderia.test' },
  ]);
  const rich = { services: SERVICES, payments: INSTALLMENTS, content: CONTENT, request: REQUEST, valid_until_at: '2027-06-30' };
  const ready = (name: string, lineId: string, companyId: string, extra: object) => readyProposal(t, owner, { lineId, companyId, name, extra });

  // Oldest first: the list shows them newest first.
  const unfinished = await readyProposal(t, owner, { lineId: web!.id, companyId: person!.id, name: 'Landing sin terminar', finish: false });
  const draft = await ready('Identidad de marca', branding!.id, bakery!.id, rich);
  const sent = await ready('Sitio web', web!.id, bakery!.id, { services: SERVICES.slice(0, 2), payments: SINGLE_PAYMENT, content: CONTENT });
  expect((await post(owner.headers, `/api/v1/proposals/${sent.id}/status`, { status: 'SENT' })).statusCode).toBe(200);
  const signed = await ready('Campaña de lanzamiento', branding!.id, bakery!.id, rich);
  const declined = await ready('Fotografía de productos', web!.id, person!.id, { services: SERVICES.slice(0, 1) });
  const trashed = await ready('Papelera', web!.id, bakery!.id, {});
  expect((await del(owner.headers, `/api/v1/proposals/${trashed.id}`)).statusCode).toBe(204);
  // Last: a new proposal in a line hands back the untouched draft there. Never listed (decision 0027).
  await newProposal(t, owner, branding!.id);

  const result = await signOk(t, signed.slug, { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Snapshot)', signer: { name: 'Marta Núñez', email: 'marta@panaderia.test' } });
  const decline = await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${declined.slug}/decline`, payload: { declined_reason: 'Se nos fue de presupuesto.' } });
  expect(decline.statusCode, decline.body).toBe(200);

  for (const p of [sent, signed]) {
    for (const body of ['¿Incluye el dominio?', 'Sí, el primer año.']) {
      expect((await post(owner.headers, '/api/v1/comments', { type: 'proposal', proposalId: p.slug, origin: 'admin', body })).statusCode).toBe(201);
    }
    await t.db.insert(visitLogs).values([
      { workspaceId: ws, projectId: p.id, ip: '198.51.100.1', userAgent: 'Mozilla/5.0 (iPhone)', createdAt: new Date('2026-11-20T00:00:00Z') },
      { workspaceId: ws, projectId: p.id, ip: '198.51.100.2', userAgent: 'Mozilla/5.0 (Android)', createdAt: new Date('2026-11-21T00:00:00Z') },
    ]);
  }
  return { owner, draft, sent, signed, declined, trashed, unfinished, projectId: result.project_id };
}
