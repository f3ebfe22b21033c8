import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectDto } from '@trato/domain/projects/dto';
import { useTestApp } from '../../../test/app.ts';
import { tokenFor } from '../../../test/factories.ts';
import { customerNotifications, users } from '../../db/schema/index.ts';
import { demoDeps } from './seed-demo.fixtures.ts';
import { DEMO_EMAIL, seedDemoWorkspace } from './seed-demo.ts';

const t = useTestApp();

describe('the demo portal', () => {
  it('the signed proposal is a running portal: stages (one in progress), files that download, paid/overdue/pending payments, comments, a customer with access', async () => {
    await seedDemoWorkspace(t.db, t.dataDir, demoDeps(t));
    const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const headers = { authorization: `Bearer ${await tokenFor(t.db, user!.id)}` };
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/projects?status=active', headers })).json();
    expect(list.data).toHaveLength(1);
    const p = (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${list.data[0].id}`, headers })).json().data as ProjectDto;
    expect(p.proposal?.name).toBe('Identidad visual para Panadería Ñuñoa');
    expect(p.stages.map((s) => [s.order, s.progress > 0 && s.progress < 100])).toEqual([
      [0, false],
      [1, true],
      [2, false],
    ]);
    expect(p.stages[0]!.progress).toBe(100);
    // The advance paid, the second payment overdue (due a week ago), the last one ahead.
    expect(p.payments.payments.map((x) => x.status)).toEqual(['paid', 'pending', 'pending']);
    expect(p.payments.payments[0]!.paid_at).not.toBeNull();
    expect(Date.parse(p.payments.payments[1]!.due_at!)).toBeLessThan(Date.now());
    expect(Date.parse(p.payments.payments[2]!.due_at!)).toBeGreaterThan(Date.now());
    expect(p.comments_count).toBe(2);
    expect(p.customers).toHaveLength(1);
    expect(p.files.map((f) => f.kind).sort()).toEqual(['pdf', 'png']);
    for (const f of p.files) {
      const res = await t.app.inject({ method: 'GET', url: f.path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(f.mime_type);
    }
    // The client's bell in the portal: the advance paid, the new stage, the new files.
    const bell = await t.db.select().from(customerNotifications).where(eq(customerNotifications.projectId, p.id));
    expect(bell.map((n) => n.type).sort()).toEqual(['file.created', 'file.created', 'payment.paid', 'stage.created']);
    expect(new Set(bell.map((n) => n.customerId))).toEqual(new Set([p.customers[0]!.id]));
  });
});
