import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LineInput } from '@trato/domain/lines/schemas';
import { api } from '../../../lib/api-client.ts';
import { LINES_KEY, type Line } from './get-lines.ts';

/** POST /api/v1/lines {name}. */
export async function createLine(input: LineInput): Promise<Line> {
  return (await api.post<{ data: Line }>('/v1/lines', input)).data;
}

/** Creates a line and reloads the lines list (and with it the sidebar's Cotizaciones/Portales rule). */
export function useCreateLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINES_KEY }),
  });
}
