import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Diagnostics, StorageCheck, TestEmail } from '@trato/domain/superadmin/superadmin';
import { api } from '../../../lib/api-client.ts';

const KEY = ['superadmin', 'diagnostics'] as const;

/** GET /api/v1/superadmin/diagnostics. */
export function useDiagnostics() {
  return useQuery({ queryKey: KEY, queryFn: async () => (await api.get<{ data: Diagnostics }>('/v1/superadmin/diagnostics')).data });
}

/** POST /api/v1/superadmin/diagnostics/storage: write, read back and delete a small file. */
export function useStorageCheck() {
  return useMutation({ mutationFn: async () => (await api.post<{ data: StorageCheck }>('/v1/superadmin/diagnostics/storage')).data });
}

/** POST /api/v1/superadmin/diagnostics/email: a test email to yourself, through the outbox. */
export function useTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ data: TestEmail }>('/v1/superadmin/diagnostics/email')).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
