import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { commentGuests } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { validationError } from '../../lib/errors.ts';
import { isEmail } from './comments.schemas.ts';
import { COMMENT_MESSAGES as M } from './messages.ts';

export type CommentGuest = { id: string; name: string; email: string; secretHash: string };

/**
 * A new guest on a proposal's thread, from the name and email they typed: the token is handed back
 * once (only its hash kept) and is from then on what identifies them — typing the same email again
 * makes another guest, never this one (decision 0011).
 */
export async function createCommentGuest(
  tx: Executor,
  proposal: { id: string; workspaceId: string },
  who: { name: string; email: string },
): Promise<{ guest: CommentGuest; token: string }> {
  const token = newToken();
  const [row] = await tx
    .insert(commentGuests)
    .values({ workspaceId: proposal.workspaceId, projectId: proposal.id, name: who.name, email: who.email, secretHash: sha256(token) })
    .returning();
  return { guest: { id: row!.id, name: row!.name, email: row!.email, secretHash: row!.secretHash }, token };
}

/** The guest a token names on this proposal's thread, or null. */
export async function findCommentGuest(db: Executor, proposal: { id: string; workspaceId: string }, secretHash: string): Promise<CommentGuest | null> {
  const [row] = await db
    .select({ id: commentGuests.id, name: commentGuests.name, email: commentGuests.email, secretHash: commentGuests.secretHash })
    .from(commentGuests)
    .where(and(eq(commentGuests.secretHash, secretHash), eq(commentGuests.projectId, proposal.id), eq(commentGuests.workspaceId, proposal.workspaceId)))
    .limit(1);
  return row ?? null;
}

export type GuestFields = { author_name: string | null; author_email: string | null };

/** A new visitor's name and email, both required and checked (422 in Spanish otherwise). */
export function guestIdentity(input: GuestFields): { name: string; email: string } {
  const errors: Record<string, string[]> = {};
  if (!input.author_name) errors.author_name = [M.nameMissing];
  if (!input.author_email || !isEmail(input.author_email)) errors.author_email = [M.emailInvalid];
  if (Object.keys(errors).length) throw validationError(errors);
  return { name: input.author_name!, email: input.author_email! };
}
