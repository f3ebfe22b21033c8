import { useQuery } from '@tanstack/react-query';
import type { PortalBrandDto } from '@trato/domain/portal/dto';
import { portalRequest } from '../lib/portal-api.ts';

/** GET /auth/customer/brand/{workspace}: the provider's name, logos and colour for /c/login (decision 0081). */
export function usePortalBrand(workspaceId: string | null) {
  return useQuery({
    queryKey: ['portal-brand', workspaceId],
    queryFn: ({ signal }) => portalRequest<{ data: PortalBrandDto }>(`/auth/customer/brand/${encodeURIComponent(workspaceId!)}`, { token: null, signal }).then((r) => r.data),
    enabled: workspaceId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
