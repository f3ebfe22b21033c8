import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectDto } from '@trato/domain/projects/dto';
import { useTestApp } from '../../../test/app.ts';
import { tokenFor } from '../../../test/factories.ts';
import { DEMO_CHECKOUT_MESSAGE } from '@trato/domain/payments/checkout-messages';
import { activities, customers, projectCustomers, users } from '../../db/schema/index.ts';
import { customerSession } from '../projects/projects.fixtures.ts';
import { demoDeps } from './seed-demo.fixtures.ts';
import { DEMO_EMAIL, resetDemoWorkspace, seedDemoWorkspace } from './seed-demo.ts';

const t = useTestApp();

type Receipt = { code: string; method: string; payment_name: string; voided_at: string | null };

/** The demo portal as its owner reads it: the plan with each payment's review, and the receipts. */
async function demoPortal() {
  const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  const headers = { authorization: `Bearer ${await tokenFor(t.db, user!.id)}` };
  const list = (await t.app.inject({ method: 'GET', url: '/api/v1/projects?status=active', headers })).json();
  const id = list.data[0].id as string;
  const project = (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${id}`, headers })).json().data as ProjectDto;
  const receipts = (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${id}/receipts`, headers })).json().data as Receipt[];
  const collections = (await t.app.inject({ method: 'GET', url: '/api/v1/collections', headers })).json().data;
  return { project, receipts, collections, headers };
}

describe('the demo gets paid (issue 31)', () => {
  it('shows the advance paid by Mercado Pago with its receipt, the overdue payment reported by transfer in review, and «Cobros» filled in; a reset brings the same back', async () => {
    await seedDemoWorkspace(t.db, t.dataDir, demoDeps(t));
    for (const round of ['seeded', 'reset']) {
      const { project, receipts, collections } = await demoPortal();
      const [advance, second, last] = project.payments.payments;
      expect(advance!.status, round).toBe('paid');
      expect(receipts.map((r) => [r.code.replace(/\d{4}-/, 'YYYY-'), r.method, r.payment_name, r.voided_at]), round).toEqual([['REC-YYYY-0001', 'mercadopago', advance!.name, null]]);
      // One feed entry for the advance: paid by Mercado Pago, as its webhook records it.
      const paid = (await t.db.select().from(activities).where(eq(activities.projectId, project.id))).filter((a) => a.type === 'payment.paid');
      expect(paid.map((a) => [a.userId, a.data.method]), round).toEqual([[null, 'mercadopago']]);
      expect(second!.review, round).toBe('in_review');
      expect(second!.transfer, round).toMatchObject({ status: 'in_review', amount: second!.amount });
      expect(second!.transfer!.proof, round).not.toBeNull();
      expect(last!.review, round).toBeNull();
      expect(collections.identity, round).toMatchObject({ legal_name: 'Estudio Demo SpA', tax_country: 'CL' });
      expect(collections.bank_accounts.map((a: { currency: string }) => a.currency), round).toEqual(['CLP']);
      if (round === 'seeded') await resetDemoWorkspace(t.db, t.dataDir, demoDeps(t));
    }
  });

  it('offers Mercado Pago and Stripe to the demo client, in the portal and through a «Pagar» link, and a checkout never leaves the server: 403 saying what would happen', async () => {
    await seedDemoWorkspace(t.db, t.dataDir, demoDeps(t));
    const { project, headers: staff } = await demoPortal();
    const [access] = await t.db.select().from(projectCustomers).where(eq(projectCustomers.projectId, project.id));
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, access!.customerId));
    const headers = await customerSession(t, { id: customer!.id, workspaceId: customer!.workspaceId }, project.id);
    const plan = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/payments?project_id=${project.id}`, headers })).json().data as { id: string; state: string; methods: { method: string; available: boolean }[] }[];
    const due = plan.find((p) => p.state !== 'paid' && p.methods.length)!;
    expect(due.methods.filter((m) => m.available).map((m) => m.method)).toEqual(['mercadopago', 'stripe', 'transfer']);
    // The test app's providers point at a closed port: reaching one would be a 502, not this 403.
    for (const provider of ['mercadopago', 'stripe']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/customer/payments/${due.id}/checkout`, headers, payload: { provider } });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'DEMO_WORKSPACE', message: DEMO_CHECKOUT_MESSAGE });
    }
    const batch = await t.app.inject({ method: 'POST', url: `/api/v1/customer/projects/${project.id}/checkout`, headers, payload: { provider: 'mercadopago' } });
    expect([batch.statusCode, batch.json().code]).toEqual([403, 'DEMO_WORKSPACE']);
    // The same offer and the same refusal through the payment's «Pagar» link (the reminder e-mail's).
    const link = (await t.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/payments/${due.id}/links`, headers: staff })).json().data as { url: string };
    const token = new URL(link.url).pathname.split('/').at(-1)!;
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/pay/${token}` })).json().data as { methods: { method: string; available: boolean }[] };
    expect(page.methods.filter((m) => m.available).map((m) => m.method)).toEqual(['mercadopago', 'stripe', 'transfer']);
    const viaLink = await t.app.inject({ method: 'POST', url: `/api/v1/pay/${token}/checkout`, payload: { provider: 'stripe' } });
    expect([viaLink.statusCode, viaLink.json().code]).toEqual([403, 'DEMO_WORKSPACE']);
  });
});
