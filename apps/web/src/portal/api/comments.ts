import type { CommentListDto, CommentWriteDto } from '@trato/domain/proposals/public-dto';
import { portalRequest } from '../lib/portal-api.ts';

/**
 * A portal's thread (docs/api/portal.md): the proposal thread endpoints with the project id and the
 * customer bearer, so the customer writes as themselves (never 'Visitante').
 */
export function getProjectComments(projectId: string, signal?: AbortSignal): Promise<CommentListDto> {
  return portalRequest<CommentListDto>('/v1/comments', { query: { type: 'project', proposalId: projectId }, signal });
}

export function createProjectComment(projectId: string, body: string): Promise<CommentWriteDto> {
  return portalRequest<CommentWriteDto>('/v1/comments', { method: 'POST', body: { type: 'project', proposalId: projectId, body, origin: 'portal' } });
}
