import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LineInput } from '@trato/domain/lines/schemas';
import { api } from '../../../lib/api-client.ts';
import { lineQueryOptions } from './get-line.ts';
import { LINES_KEY, type Line } from './get-lines.ts';

/** PUT /api/v1/lines/{id} {name}: the slug follows the new name. */
export async function updateLine(id: string, input: LineInput): Promise<Line> {
  return (await api.put<{ data: Line }>(`/v1/lines/${encodeURIComponent(id)}`, input)).data;
}

/** Renames a line and reloads the lines (the new slug's detail is primed before navigating to it). */
export function useUpdateLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => updateLine(id, { name }),
    onSuccess: async (line) => {
      queryClient.setQueryData(lineQueryOptions(line.slug).queryKey, line);
      await queryClient.invalidateQueries({ queryKey: LINES_KEY, exact: true });
    },
  });
}
