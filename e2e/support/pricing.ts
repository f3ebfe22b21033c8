import type { ProposalDto } from '@trato/domain/proposals/dto';
import { api, type Account } from './api.ts';

/**
 * A proposal ready for its pricing steps, made through the API like the builder's first steps do:
 * a business line, a client (company with its contact), POST /v1/proposals in that line, then the
 * client, a name and step 3 set with PUT. Optional catalogue services are created first.
 */
export async function proposalForPricing(
  account: Account,
  options: { name?: string; catalogue?: Record<string, unknown>[]; services?: Record<string, unknown>[] } = {},
): Promise<ProposalDto> {
  const token = account.token;
  for (const service of options.catalogue ?? []) await api('POST', '/v1/services', { token, body: service });
  const line = await api<{ data: { id: string } }>('POST', '/v1/lines', { token, body: { name: 'Diseño' } });
  const client = await api<{ data: { company: { id: string } } }>('POST', '/v1/customers?withCompany=1', {
    token,
    body: { name: 'Marta Núñez', email: `marta-${Date.now()}@panaderia.test`, company_name: 'Panadería Ñuñoa' },
  });
  const created = await api<{ data: ProposalDto }>('POST', '/v1/proposals', { token, body: { line_id: line.data.id } });
  const updated = await api<{ data: ProposalDto }>('PUT', `/v1/proposals/${created.data.id}`, {
    token,
    body: { company_id: client.data.company.id, name: options.name ?? 'Rediseño del sitio', form_step: 3, ...(options.services ? { services: options.services } : {}) },
  });
  return updated.data;
}

/** The proposal as the server holds it now. */
export async function getProposal(account: Account, id: string): Promise<ProposalDto> {
  return (await api<{ data: ProposalDto }>('GET', `/v1/proposals/${id}`, { token: account.token })).data;
}
