import { and, asc, eq, sql } from 'drizzle-orm';
import type { StageDto } from '@trato/domain/projects/dto';
import { CUSTOMER_NOTIFICATION_TITLES, PROJECT_MESSAGES } from '@trato/domain/projects/messages';
import { endsAfterStart, type StageCreate, type StageUpdate } from '@trato/domain/projects/schemas';
import type { Executor } from '../../db/client.ts';
import { stages } from '../../db/schema/index.ts';
import type { WorkspaceContext } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { recordActivity } from '../proposals/activities.ts';
import { notifyProjectCustomers } from '../projects/notify-customers.ts';
import { getProjectRow, isUuid, lockProjectRow } from '../projects/projects.queries.ts';
import { serializeStage } from '../projects/projects.serialize.ts';
import { inWorkspace } from '../../db/workspace-filter.ts';

type StageRow = typeof stages.$inferSelect;
type Scope = { workspaceId: string; projectId: string };

const ofProject = (s: Scope) => and(inWorkspace(stages.workspaceId, s.workspaceId), eq(stages.projectId, s.projectId));

async function stagesOf(db: Executor, scope: Scope): Promise<StageRow[]> {
  return db.select().from(stages).where(ofProject(scope)).orderBy(asc(stages.position), asc(stages.createdAt), asc(stages.id));
}

/**
 * Writes positions 0..n-1 in the given order, in one statement. Callers hold the project row lock,
 * so two reorders of one timeline queue instead of interleaving.
 */
async function renumber(tx: Executor, scope: Scope, ordered: readonly StageRow[]): Promise<void> {
  const moved = ordered.map((s, i) => ({ id: s.id, position: i })).filter((m, i) => ordered[i]!.position !== m.position);
  if (!moved.length) return;
  const cases = sql.join(
    moved.map((m) => sql`when ${m.id}::uuid then ${m.position}::int`),
    sql` `,
  );
  await tx
    .update(stages)
    .set({ position: sql`case ${stages.id} ${cases} end`, updatedAt: new Date() })
    .where(and(ofProject(scope), sql`${stages.id} in (${sql.join(moved.map((m) => sql`${m.id}::uuid`), sql`, `)})`));
}

/** `GET /v1/projects/{id}/stages`: the timeline in order with today's progress (2 statements). */
export async function listStages(ctx: WorkspaceContext, projectId: string): Promise<StageDto[]> {
  const row = await getProjectRow(ctx.db, ctx.workspaceId, projectId);
  return (await stagesOf(ctx.db, { workspaceId: ctx.workspaceId, projectId: row.id })).map((s) => serializeStage(s, row.id));
}

const clampIndex = (order: number | undefined, length: number) => (order === undefined ? length : Math.min(order, length));

/** `POST /v1/projects/{id}/stages`: last by default, or inserted at `order` with the rest shifted. */
export async function createStage(ctx: WorkspaceContext, projectId: string, input: StageCreate): Promise<StageDto> {
  return ctx.db.transaction(async (tx) => {
    const project = await lockProjectRow(tx, ctx.workspaceId, projectId);
    const scope = { workspaceId: ctx.workspaceId, projectId: project.id };
    const current = await stagesOf(tx, scope);
    const [created] = await tx
      .insert(stages)
      .values({ ...scope, name: input.name, description: input.description, startDate: input.start_date, endDate: input.end_date, position: current.length })
      .returning();
    const ordered = [...current];
    ordered.splice(clampIndex(input.order, current.length), 0, created!);
    await renumber(tx, scope, ordered);
    await recordActivity(tx, { ...scope, userId: ctx.userId, type: 'stage.created', data: { stage_id: created!.id, name: input.name } });
    await notifyProjectCustomers(tx, scope, { type: 'stage.created', title: CUSTOMER_NOTIFICATION_TITLES.stageCreated(input.name), icon: 'calendar', url: `/c/project/${project.id}` });
    const [saved] = await tx.select().from(stages).where(eq(stages.id, created!.id));
    return serializeStage(saved!, project.id);
  });
}

function findStage(list: readonly StageRow[], stageId: string): StageRow {
  const stage = isUuid(stageId) ? list.find((s) => s.id === stageId) : undefined;
  if (!stage) throw notFound(PROJECT_MESSAGES.stageNotFound);
  return stage;
}

/**
 * `PUT /v1/projects/{id}/stages/{stageId}`: any field; `order` moves it (clamped to the last place)
 * and every position stays dense, in one transaction. end ≥ start is checked against the stored
 * date of the side not sent.
 */
export async function updateStage(ctx: WorkspaceContext, projectId: string, stageId: string, input: StageUpdate): Promise<StageDto> {
  return ctx.db.transaction(async (tx) => {
    const project = await lockProjectRow(tx, ctx.workspaceId, projectId);
    const scope = { workspaceId: ctx.workspaceId, projectId: project.id };
    const current = await stagesOf(tx, scope);
    const stage = findStage(current, stageId);
    const start = input.start_date !== undefined ? input.start_date : stage.startDate;
    const end = input.end_date !== undefined ? input.end_date : stage.endDate;
    if (!endsAfterStart(start, end)) throw fieldError('end_date', PROJECT_MESSAGES.stageEndBeforeStart);
    await tx
      .update(stages)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        startDate: start,
        endDate: end,
        updatedAt: new Date(),
      })
      .where(and(ofProject(scope), eq(stages.id, stage.id)));
    if (input.order !== undefined) {
      const rest = current.filter((s) => s.id !== stage.id);
      rest.splice(Math.min(input.order, rest.length), 0, stage);
      await renumber(tx, scope, rest);
    }
    await recordActivity(tx, { ...scope, userId: ctx.userId, type: 'stage.updated', data: { stage_id: stage.id } });
    const [saved] = await tx.select().from(stages).where(eq(stages.id, stage.id));
    return serializeStage(saved!, project.id);
  });
}

/** `DELETE /v1/projects/{id}/stages/{stageId}`: the rest close the gap. */
export async function deleteStage(ctx: WorkspaceContext, projectId: string, stageId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const project = await lockProjectRow(tx, ctx.workspaceId, projectId);
    const scope = { workspaceId: ctx.workspaceId, projectId: project.id };
    const current = await stagesOf(tx, scope);
    const stage = findStage(current, stageId);
    await tx.delete(stages).where(and(ofProject(scope), eq(stages.id, stage.id)));
    await renumber(
      tx,
      scope,
      current.filter((s) => s.id !== stage.id),
    );
    await recordActivity(tx, { ...scope, userId: ctx.userId, type: 'stage.deleted', data: { stage_id: stage.id, name: stage.name } });
  });
}
