import { api } from './api.ts';

/** Test data for the proposals journeys, made through the real API (docs/api/proposals.md). */

type Line = { id: string; slug: string; name: string };
type Proposal = { id: string; slug: string; name: string; status: string; code: string | null; links: { public: string } };

export async function createLine(token: string, name: string): Promise<Line> {
  return (await api<{ data: Line }>('POST', '/v1/lines', { token, body: { name } })).data;
}

/** A client company with its main contact (POST /v1/customers?withCompany=1). */
export async function createClient(token: string, company: string, contact: { name: string; email: string }): Promise<{ id: string }> {
  const res = await api<{ data: { company: { id: string } } }>('POST', '/v1/customers?withCompany=1', {
    token,
    body: { name: contact.name, email: contact.email, company_name: company },
  });
  return { id: res.data.company.id };
}

export const SAMPLE_SERVICES = [
  { name: 'Logo', type: 'simple', total: '150000' },
  { name: 'Horas de diseño', type: 'hours', quantity: '2.5', quantity_type: 'horas', value: '40000' },
];

export const SAMPLE_CONTENT = {
  blocks: [
    { type: 'header', data: { text: 'Propuesta de trabajo', level: 4 } },
    { type: 'paragraph', data: { text: 'Diseñamos tu <b>identidad</b> con <mark class="cdx-marker">entregas semanales</mark>.' } },
    { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'Reunión inicial', meta: {}, items: [] }] } },
  ],
};

/**
 * A proposal as the builder leaves it: created in the line, named, with a client, services and
 * content, then finished (DRAFT) unless `finish` is false.
 */
export async function createProposal(
  token: string,
  opts: { lineId: string; companyId: string; name: string; finish?: boolean; services?: unknown[]; content?: unknown },
): Promise<Proposal> {
  const created = (await api<{ data: Proposal }>('POST', '/v1/proposals?status=init', { token, body: { line_id: opts.lineId } })).data;
  const updated = (
    await api<{ data: Proposal }>('PUT', `/v1/proposals/${created.id}`, {
      token,
      body: { name: opts.name, company_id: opts.companyId, services: opts.services ?? SAMPLE_SERVICES, content: opts.content ?? SAMPLE_CONTENT },
    })
  ).data;
  if (opts.finish === false) return updated;
  return (await api<{ result: Proposal }>('POST', `/v1/proposal-form/${created.id}/finish`, { token })).result;
}

export async function getProposal(token: string, id: string): Promise<Proposal> {
  return (await api<{ data: Proposal }>('GET', `/v1/proposals/${id}`, { token })).data;
}

export async function setStatus(token: string, id: string, status: string): Promise<Proposal> {
  return (await api<{ data: Proposal }>('POST', `/v1/proposals/${id}/status`, { token, body: { status } })).data;
}
