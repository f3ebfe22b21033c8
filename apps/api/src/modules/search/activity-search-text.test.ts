import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTIVITY_LABELS, ACTIVITY_TYPES, type ActivityType } from '@trato/domain/activities/activity-types';
import { activitySearchText } from '@trato/domain/activities/activity-text';
import { useTestApp } from '../../../test/app.ts';
import { emptyDatabase, migrationsUpTo } from '../../../test/migrations.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import { ownerOn } from '../projects/projects.fixtures.ts';

// Search matches activities on a stored, trigram-indexed text (decision 0037) that a trigger writes
// from the labels copied into migrations 0019 and 0020 (decisions 0065, 0067). ACTIVITY_TYPES is the type of
// activities.type, so every type the API can write is in it (a write of another does not compile).
// These hold the copy equal to the domain's labels, for every type, on every write and for the rows
// written before the migrations.

/** Every type the API can write with a name, one without, one not listed, and the other keys a name can be under. */
const CASES: [string, Record<string, unknown>][] = [
  ...ACTIVITY_TYPES.map((type): [string, Record<string, unknown>] => [type, { name: `Nombre de ${type}` }]),
  ['proposal.sent', {}],
  ['algo.nuevo', { name: 'Desconocido' }],
  ['file.uploaded', { name: '', file_name: 'planos.pdf' }],
  ['stage.updated', { stage_name: 'Diseño «final»' }],
  ['payment.paid', { payment_name: 'Cuota 1', amount: 10 }],
  ['file.deleted', { original_name: 'foto.png' }],
  ['services.quote_requested', { services: ['Sesión de fotos', 'Video'], customer_name: 'Marta Núñez' }],
];

const t = useTestApp();

describe('activity types', () => {
  it('every type the API can write has Spanish words: not its raw type, no dotted identifier, a lower-case verb', () => {
    for (const type of ACTIVITY_TYPES satisfies readonly ActivityType[]) {
      const label = ACTIVITY_LABELS[type];
      expect(label, type).toMatch(/^[a-záéíóúñ][a-záéíóúñ «»]+$/);
      expect(label).not.toContain(type);
      expect(activitySearchText(type, {})).not.toMatch(/[a-z]\.[a-z_]/);
    }
    expect(activitySearchText('algo.nuevo', {})).toBe('Registró una actividad');
  });
});

describe('activities.search_text', () => {
  it('is the search text (Label «name») for every activity type on insert, and follows an update', async () => {
    const owner = await ownerOn(t);
    const rows = await t.db
      .insert(activities)
      .values(CASES.map(([type, data]) => ({ workspaceId: owner.workspace.id, type: type as ActivityType, data })))
      .returning({ type: activities.type, data: activities.data, searchText: activities.searchText });
    expect(rows.map((r) => r.searchText)).toEqual(CASES.map(([type, data]) => activitySearchText(type, data)));
    expect(rows[0]!.searchText).toBe('Creó el portal «Nombre de project.created»');
    expect(rows.at(-1)!.searchText).toBe('Pidió cotizar «Sesión de fotos, Video»');

    const [first] = await t.db.select({ id: activities.id }).from(activities).where(eq(activities.workspaceId, owner.workspace.id)).limit(1);
    const [updated] = await t.db.update(activities).set({ type: 'stage.created', data: { name: 'Cierre' }, searchText: 'otra cosa' }).where(eq(activities.id, first!.id)).returning();
    expect(updated!.searchText).toBe('Agregó la etapa «Cierre»');
  });
});

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migrations 0011, 0019 and 0020', () => {
  it('give the activities written before them the same text', { timeout: 120_000 }, async () => {
    const { database, migrateFrom } = await emptyDatabase(cleanups);
    const old = migrationsUpTo('0010_scale_indexes_totals');
    cleanups.push(async () => fs.rmSync(old, { recursive: true, force: true }));
    await migrateFrom(old);
    const ws = '00000000-0000-4000-8000-000000000001';
    await database.db.execute(sql`insert into workspaces (id, name, domain) values (${ws}, 'Estudio', 'estudio')`);
    for (const [i, [type, data]] of CASES.entries()) {
      await database.db.execute(sql`insert into activities (workspace_id, type, data, created_at) values (${ws}, ${type}, ${JSON.stringify(data)}::jsonb, ${new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()})`);
    }
    await migrateFrom(MIGRATIONS_DIR);
    const { rows } = (await database.db.execute(sql`select search_text from activities order by created_at`)) as unknown as { rows: { search_text: string }[] };
    expect(rows.map((r) => r.search_text)).toEqual(CASES.map(([type, data]) => activitySearchText(type, data)));
  });
});
