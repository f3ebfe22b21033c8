import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentListSchema, commentWriteSchema } from '@trato/domain/proposals/public-dto-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { noContent } from '../../lib/openapi.ts';
import { limitByIp, MemoryRateLimit } from '../../lib/memory-rate-limit.ts';
import { PUBLIC_MESSAGES } from '../public-proposals/messages.ts';
import { findPublicRow } from '../public-proposals/public-proposal.queries.ts';
import { PUBLIC_READ_LIMITS } from '../public-proposals/read-limits.ts';
import { requestMeta } from '../public-proposals/viewer.ts';
import { commenterOf } from './commenter.ts';
import { commentCreateBody, commentIdParams, commentListQuery, commentReactBody } from './comments.schemas.ts';
import { threadComments, viewerDto } from './comments.serialize.ts';
import { toggleReaction } from './comment-reactions.ts';
import { createComment, deleteComment, findComment, isPublicThread } from './comments.service.ts';
import { COMMENT_MESSAGES as M } from './messages.ts';
import { portalThread, projectCommenter } from './project-thread.ts';
import { threadIdsOf } from './thread-rule.ts';

const tags = ['comments'];

/**
 * A proposal's thread, shared by the public page and the staff detail (docs/api/public-proposals.md).
 * A bearer token is used when present; guests identify themselves with `X-Comment-Token`.
 */
export async function commentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  /**
   * The thread `proposalId` names and who asks: a public proposal's (anyone), else a portal's (issue 10:
   * its staff and its customers only; 404 for anyone else, as for an unknown id).
   */
  const threadOf = async (req: Parameters<typeof commenterOf>[1], key: string, type: 'proposal' | 'project') => {
    // Asked for as a portal's thread: the portal and who asks come in one statement, before the
    // public lookup (a project's id is never a public proposal's key).
    const portal = type === 'project' ? await portalThread(db, req, key) : undefined;
    if (portal) {
      if (!portal.commenter) throw notFound(PUBLIC_MESSAGES.notFound);
      return { row: portal.row, commenter: portal.commenter };
    }
    const publicRow = await findPublicRow(db, key);
    if (publicRow) return { row: publicRow, commenter: await commenterOf(db, req, publicRow) };
    const other = portal === undefined ? await portalThread(db, req, key) : null;
    if (!other?.commenter) throw notFound(PUBLIC_MESSAGES.notFound);
    return { row: other.row, commenter: other.commenter };
  };

  /** The live comment and who asks, or 404 (also when a visitor asks about a thread that is not public). */
  const commentAndCommenter = async (req: Parameters<typeof commenterOf>[1], id: string) => {
    const found = await findComment(db, id);
    if (!found) throw notFound(M.notFound);
    if (found.proposal.type === 'project') {
      const commenter = await projectCommenter(db, req, found.proposal);
      if (!commenter) throw notFound(M.notFound);
      return { ...found, commenter };
    }
    const commenter = await commenterOf(db, req, found.proposal);
    if (commenter.kind !== 'staff' && !isPublicThread(found.proposal)) throw notFound(M.notFound);
    return { ...found, commenter };
  };

  const listLimit = limitByIp(new MemoryRateLimit(PUBLIC_READ_LIMITS.comments));

  r.get('/comments', { onRequest: listLimit, schema: { tags, querystring: commentListQuery, response: { 200: commentListSchema } } }, async (req, reply) => {
    const { row, commenter } = await threadOf(req, req.query.proposalId, req.query.type);
    reply.header('Cache-Control', 'private, no-store');
    return { data: await threadComments(db, row.workspaceId, threadIdsOf(row), commenter), viewer: viewerDto(commenter) };
  });

  r.post('/comments', { schema: { tags, body: commentCreateBody, response: { 201: commentWriteSchema } } }, async (req, reply) => {
    const { row, commenter } = await threadOf(req, req.body.proposalId, req.body.type);
    const { comment, authorToken } = await createComment(db, row, commenter, req.body, requestMeta(req));
    reply.status(201);
    return authorToken ? { data: comment, author_token: authorToken } : { data: comment };
  });

  r.delete('/comments/:id', { schema: { tags, params: commentIdParams, response: { 204: noContent } } }, async (req, reply) => {
    const { comment, commenter } = await commentAndCommenter(req, req.params.id);
    await deleteComment(db, comment, commenter);
    return reply.status(204).send();
  });

  r.post('/comments/:id/react', { schema: { tags, params: commentIdParams, body: commentReactBody, response: { 200: commentWriteSchema } } }, async (req) => {
    const { comment, commenter } = await commentAndCommenter(req, req.params.id);
    return { data: await toggleReaction(db, comment, commenter, req.body.emoji) };
  });
}
