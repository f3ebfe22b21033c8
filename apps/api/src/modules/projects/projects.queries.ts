import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';

/** The live project (type project) made from a proposal when it was signed, or null. */
export async function projectOf(db: Executor, workspaceId: string, proposalId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.proposalId, proposalId), eq(projects.type, 'project'), isNull(projects.deletedAt)))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  return row ?? null;
}
