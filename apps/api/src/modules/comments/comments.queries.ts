import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments } from '../../db/schema/index.ts';

/** Live (not deleted) comments on a proposal: ProposalDto.comments_count. */
export async function countComments(db: Executor, workspaceId: string, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.workspaceId, workspaceId), eq(comments.projectId, projectId), isNull(comments.deletedAt)));
  return Number(row?.n ?? 0);
}
