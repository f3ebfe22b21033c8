import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceTotals } from '@trato/domain/services/totals';
import { useTestApp } from '../../../test/app.ts';
import { createOwner } from '../../../test/factories.ts';
import { services, subservices } from '../../db/schema/index.ts';
import { seedDemoServices } from './seed-demo-services.ts';

const t = useTestApp();

describe('seedDemoServices', () => {
  it('adds eight services of different types, some with subservices, with domain totals', async () => {
    const owner = await createOwner(t.db);
    await t.db.transaction((tx) => seedDemoServices(tx, owner.workspace.id));
    const rows = await t.db.select().from(services).where(eq(services.workspaceId, owner.workspace.id));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.type)).size).toBe(8);
    const subs = await t.db.select().from(subservices).where(eq(subservices.workspaceId, owner.workspace.id));
    expect(new Set(subs.map((s) => s.serviceId)).size).toBe(3);
    for (const row of rows) {
      const mine = subs.filter((s) => s.serviceId === row.id).sort((a, b) => a.position - b.position);
      const expected = serviceTotals({ type: row.type as 'other', quantity: row.quantity, value: row.value, total: row.total, subservices: mine.map((s) => ({ ...s, type: s.type as 'other' })) });
      expect(row.total, row.name).toBe(expected.total);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/services', headers: owner.headers })).json().result;
    expect(list.total).toBe(8);
    expect(list.data[0].name).toBe('Diseño de logotipo');
  });
});
