import { api } from './api.ts';
import { SAMPLE_CONTENT, SAMPLE_SERVICES } from './proposals.ts';

/** Test data for the staff projects journeys, made through the real API (docs/api/projects.md). */

export type Project = { id: string; name: string; status: string; payments: { payments: { id: string; name: string; status: string }[] } };

/** The 50/50 plan of the sample services' 250 000: Anticipo and Entrega. */
const fiftyFifty = () => ({
  type: null,
  plan: 'fiftyFifty',
  payments: [
    { key: 'anticipo01', name: 'Anticipo', amount: '125000', percent: '50', status: 'pending', due_at: null },
    { key: 'entrega001', name: 'Entrega', amount: '125000', percent: '50', status: 'pending', due_at: null },
  ],
});

/** A live portal as the wizard leaves it: client, name, content, services 250 000, plan 50/50, finished (active). */
export async function createProject(token: string, opts: { lineId: string; companyId: string; name: string; publish?: boolean; finished?: boolean }): Promise<Project> {
  const created = (await api<{ data: Project }>('POST', '/v1/projects?status=init&type=project', { token, body: { line_id: opts.lineId } })).data;
  await api('PUT', `/v1/projects/${created.id}`, { token, body: { name: opts.name, company_id: opts.companyId, content: SAMPLE_CONTENT, services: SAMPLE_SERVICES } });
  const priced = (await api<{ data: Project }>('PUT', `/v1/projects/${created.id}`, { token, body: { payments: fiftyFifty() } })).data;
  if (opts.publish === false) return priced;
  const live = (await api<{ data: Project }>('POST', `/v1/projects/${created.id}/finish`, { token })).data;
  // Finishing a live portal closes it (active → finished), out of the plan's active limit.
  return opts.finished ? (await api<{ data: Project }>('POST', `/v1/projects/${created.id}/finish`, { token })).data : live;
}

export async function getProject(token: string, id: string): Promise<Project & Record<string, unknown>> {
  return (await api<{ data: Project & Record<string, unknown> }>('GET', `/v1/projects/${id}`, { token })).data;
}
