import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PROJECTS_LIST_KEY, projectKey, stagesKey } from './keys.ts';
import type { StageDto } from './types.ts';

export type StageInput = { name?: string; start_date?: string | null; end_date?: string | null; order?: number };

const base = (projectId: string) => `/v1/projects/${encodeURIComponent(projectId)}/stages`;

/** GET /v1/projects/{id}/stages: the timeline in order, each with its progress. */
export function useStages(projectId: string, initial?: StageDto[]) {
  return useQuery({
    queryKey: stagesKey(projectId),
    queryFn: async ({ signal }) => (await api.get<{ data: StageDto[] }>(base(projectId), { signal })).data,
    initialData: initial,
    // The detail's copy is fresh when the page opens; later writes refetch.
    initialDataUpdatedAt: initial ? Date.now() : undefined,
  });
}

type StageWrite = { kind: 'create'; input: StageInput } | { kind: 'update'; id: string; input: StageInput } | { kind: 'delete'; id: string };

/** POST / PUT / DELETE a stage; the timeline and the project (its overall progress) are read again. */
export function useStageWrite(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (w: StageWrite): Promise<void> => {
      if (w.kind === 'create') await api.post(base(projectId), w.input);
      else if (w.kind === 'update') await api.put(`${base(projectId)}/${encodeURIComponent(w.id)}`, w.input);
      else await api.delete(`${base(projectId)}/${encodeURIComponent(w.id)}`);
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: stagesKey(projectId) }),
        qc.invalidateQueries({ queryKey: projectKey(projectId) }),
        qc.invalidateQueries({ queryKey: PROJECTS_LIST_KEY }),
      ]),
  });
}

/** The order a reorder shows at once (the server renumbers the same way). */
export function moveStage(stages: StageDto[], from: number, to: number): StageDto[] {
  const next = [...stages];
  const [moved] = next.splice(from, 1);
  if (!moved) return stages;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.map((s, i) => ({ ...s, order: i }));
}
