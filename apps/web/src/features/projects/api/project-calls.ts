import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PROJECTS_LIST_KEY, projectKey } from './keys.ts';
import type { ProjectDto } from './types.ts';

const path = (id: string, rest = '') => `/v1/projects/${encodeURIComponent(id)}${rest}`;
const data = async (call: Promise<{ data: ProjectDto } | null>): Promise<ProjectDto | null> => (await call)?.data ?? null;

/** SPEC §7 Projects: every call that answers the project (or nothing, when it is gone). */
export const projectCalls = {
  /** POST /v1/projects?status=init&type=project { line_id }: a new portal, wizard at step 1. */
  create: async (lineId: string | null) =>
    (await api.post<{ data: ProjectDto }>('/v1/projects', lineId ? { line_id: lineId } : {}, { query: { status: 'init', type: 'project' } })).data,
  update: async (id: string, patch: Record<string, unknown>) => (await api.put<{ data: ProjectDto }>(path(id), patch)).data,
  finish: (id: string) => data(api.post(path(id, '/finish'))),
  publish: (id: string) => data(api.post(path(id, '/publish'))),
  reactivate: (id: string) => data(api.post(path(id, '/reactivate'))),
  duplicate: (id: string) => data(api.post(path(id, '/duplicate'))),
  remove: (id: string) => data(api.delete(path(id))),
  recover: (id: string) => data(api.put(path(id, '/recover'))),
  forceDelete: (id: string) => data(api.delete(path(id, '/force'))),
};

export type ProjectCall = Exclude<keyof typeof projectCalls, 'create' | 'update'>;

/**
 * One project call as a mutation: keeps the detail cache in step with the answer (or drops it when
 * the project left) and refreshes every list.
 */
export function useProjectCall(call: ProjectCall) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => projectCalls[call](id),
    onSuccess: (project, id) => {
      if (project && project.id === id) qc.setQueryData(projectKey(id), project);
      else if (!project) qc.removeQueries({ queryKey: projectKey(id) });
      return qc.invalidateQueries({ queryKey: PROJECTS_LIST_KEY });
    },
  });
}

/** PUT /v1/projects/{id}: a partial update, its answer cached. */
export function useUpdateProject(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) => projectCalls.update(id, patch),
    onSuccess: (project) => {
      qc.setQueryData(projectKey(id), project);
      return qc.invalidateQueries({ queryKey: PROJECTS_LIST_KEY });
    },
  });
}
