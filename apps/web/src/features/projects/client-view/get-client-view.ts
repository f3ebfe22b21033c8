import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalProjectDto } from '@trato/domain/portal/dto';
import type { CommentListDto } from '@trato/domain/proposals/public-dto';
import { api } from '../../../lib/api-client.ts';

/** GET /v1/projects/{id}/client: the portal exactly as its customer reads it (staff token, same DTO). */
export function getClientView(id: string, signal?: AbortSignal): Promise<PortalProjectDto> {
  return api.get<{ data: PortalProjectDto }>(`/v1/projects/${encodeURIComponent(id)}/client`, { signal }).then((r) => r.data);
}

export const clientViewQuery = (id: string) => queryOptions({ queryKey: ['projects', id, 'client-view'], queryFn: ({ signal }) => getClientView(id, signal) });

export function useClientView(id: string) {
  return useQuery(clientViewQuery(id));
}

/** The portal's thread read with the staff token (the same endpoint the portal uses). */
export function getStaffProjectComments(projectId: string, signal?: AbortSignal): Promise<CommentListDto> {
  return api.get<CommentListDto>('/v1/comments', { query: { type: 'project', proposalId: projectId }, signal });
}
