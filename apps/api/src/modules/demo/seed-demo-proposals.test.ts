import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { checkPlan } from '@trato/domain/proposals/payments/check';
import { proposalTotals } from '@trato/domain/proposals/proposal-totals';
import { CONTENT_BLOCK_TYPES } from '@trato/domain/proposals/content';
import { sumCents, toCents } from '@trato/domain/services/money';
import { useTestApp } from '../../../test/app.ts';
import { tokenFor } from '../../../test/factories.ts';
import { projects, services, users } from '../../db/schema/index.ts';
import { seedDemoProposals } from './seed-demo-proposals.ts';
import { DEMO_EMAIL, seedDemoWorkspace } from './seed-demo.ts';
import { demoDeps } from './seed-demo.fixtures.ts';

const t = useTestApp();

describe('seedDemoProposals', () => {
  it('the demo workspace has a proposal in every status (DRAFT, SENT, expired, ACCEPTED, DECLINED, FILED) with rich content, catalogue services and exact plans', async () => {
    await seedDemoWorkspace(t.db, t.dataDir, demoDeps(t));
    const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const headers = { authorization: `Bearer ${await tokenFor(t.db, user!.id)}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/proposals', headers });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data as { id: string; status: string }[];
    expect(items.map((i) => i.status).sort()).toEqual(['ACCEPTED', 'DECLINED', 'DRAFT', 'FILED', 'SENT', 'SENT']);

    const catalogue = await t.db.select().from(services).where(eq(services.workspaceId, user!.currentWorkspaceId!));
    const all: ProposalDto[] = [];
    for (const item of items) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/proposals/${item.id}`, headers });
      const p = res.json().data as ProposalDto;
      all.push(p);
      expect(p.name.length, p.name).toBeGreaterThan(5);
      expect(p.client?.contact?.email, p.name).toMatch(/@/);
      expect(p.line, p.name).not.toBeNull();
      expect(p.form_step).toBe(6);

      const blocks = p.content!.blocks;
      expect(new Set(blocks.map((b) => b.type)), p.name).toEqual(new Set(CONTENT_BLOCK_TYPES.filter((type) => type !== 'image')));
      expect(new Set(blocks.filter((b) => b.type === 'header').map((b) => b.data.level))).toEqual(new Set([4, 5]));
      expect(blocks.some((b) => b.type === 'paragraph' && String(b.data.text).includes('<mark'))).toBe(true);

      // Services are copies of the catalogue; totals follow the domain rules.
      for (const s of p.services) expect(catalogue.find((c) => c.id === s.service_id)?.name).toBe(s.name);
      expect(p.totals).toEqual(proposalTotals(p.services.map((s) => ({ ...s, subservices: s.subservices }))));
      expect(Number(p.totals.total)).toBeGreaterThan(0);

      // The plan sums to the total to the cent and passes every payment rule.
      const payments = p.payments.payments;
      expect(payments.length).toBeGreaterThan(0);
      expect(sumCents(payments.map((x) => toCents(x.amount)!))).toBe(toCents(p.totals.total));
      expect(checkPlan(p.totals.total, payments, payments)).toEqual([]);
      expect(p.payments.plan).not.toBeNull();
    }
    expect(all.some((p) => p.services.some((s) => s.subservices.length > 0))).toBe(true);

    const by = (status: string) => all.find((p) => p.status === status && (status !== 'SENT' || Date.parse(p.valid_until_at!) > Date.now()))!;
    const expired = all.find((p) => p.status === 'SENT' && Date.parse(p.valid_until_at!) < Date.now());
    expect(expired?.name).toBe('Tienda en línea para Valentina Soto');
    expect(by('ACCEPTED').accepted_at).not.toBeNull();
    // Signed as sent: the advance is paid on its portal (seed-demo-portal.test.ts), not on the signed proposal.
    expect(by('ACCEPTED').payments.payments.map((x) => x.status)).toEqual(['pending', 'pending', 'pending']);
    expect(by('DECLINED').declined_at).not.toBeNull();
    expect(by('DECLINED').declined_reason).toMatch(/reducir el alcance/);
    expect(by('SENT').sent_at).not.toBeNull();
    expect(by('DRAFT').sent_at).toBeNull();
    for (const open of [by('SENT'), by('DRAFT')]) expect(Date.parse(open.valid_until_at!)).toBeGreaterThan(Date.now());

    // The demo proposal downloads as a PDF.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/proposals/${by('ACCEPTED').id}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Seeding again adds nothing: the six proposals and the portal made from the accepted one.
    await t.db.transaction((tx) => seedDemoProposals(tx, user!.currentWorkspaceId!, user!.id));
    expect(await t.db.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, user!.currentWorkspaceId!))).toHaveLength(7);
  });
});
