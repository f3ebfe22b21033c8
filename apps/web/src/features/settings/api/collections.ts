import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionCheck } from '@trato/domain/collections/connection-check';
import type { CollectionsDto } from '@trato/domain/collections/dto-schemas';
import type { BankAccountInput, IdentityUpdate, MercadopagoCredentials, StripeCredentials } from '@trato/domain/collections/schemas';
import { api } from '../../../lib/api-client.ts';

export const COLLECTIONS_KEY = ['collections'] as const;

/** GET /api/v1/collections — settings «Cobros»: identity, bank accounts, providers (never their secrets), methods per currency. */
export function useCollections() {
  return useQuery({
    queryKey: COLLECTIONS_KEY,
    queryFn: async ({ signal }): Promise<CollectionsDto> => (await api.get<{ data: CollectionsDto }>('/v1/collections', { signal })).data,
  });
}

type Change =
  | { kind: 'identity'; body: IdentityUpdate }
  | { kind: 'addAccount'; body: BankAccountInput }
  | { kind: 'editAccount'; id: string; body: BankAccountInput }
  | { kind: 'removeAccount'; id: string }
  | { kind: 'mercadopago'; body: MercadopagoCredentials }
  | { kind: 'stripe'; body: StripeCredentials }
  | { kind: 'disconnect'; provider: 'mercadopago' | 'stripe' };

function send(change: Change): Promise<{ data: CollectionsDto }> {
  switch (change.kind) {
    case 'identity':
      return api.put('/v1/collections/identity', change.body);
    case 'addAccount':
      return api.post('/v1/collections/bank-accounts', change.body);
    case 'editAccount':
      return api.put(`/v1/collections/bank-accounts/${change.id}`, change.body);
    case 'removeAccount':
      return api.delete(`/v1/collections/bank-accounts/${change.id}`);
    case 'mercadopago':
      return api.put('/v1/collections/mercadopago', change.body);
    case 'stripe':
      return api.put('/v1/collections/stripe', change.body);
    case 'disconnect':
      return api.delete(`/v1/collections/${change.provider}`);
  }
}

/** Every change answers the whole section: it replaces what the page shows. */
export function useChangeCollections() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => (await send(change)).data,
    onSuccess: (data) => qc.setQueryData(COLLECTIONS_KEY, data),
  });
}

/** POST /api/v1/collections/{provider}/test — «Probar conexión»: the provider's verdict on the saved credentials, in Spanish. */
export function useTestConnection(provider: 'mercadopago' | 'stripe') {
  return useMutation({
    mutationFn: async (): Promise<ConnectionCheck> => (await api.post<{ data: ConnectionCheck }>(`/v1/collections/${provider}/test`)).data,
  });
}
