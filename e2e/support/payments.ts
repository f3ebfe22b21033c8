import { addDays, todayIn } from '@trato/domain/payments/date-ranges';
import { api, signUpViaApi } from './api.ts';
import { signedPortal } from './portal.ts';
import { createClient, createLine, createProposal, setStatus } from './proposals.ts';

/** The days the journeys plan with, in the workspace's zone (America/Santiago by default). */
export const today = todayIn('America/Santiago');
export const day = (n: number) => addDays(today, n);

/** A 50/50 plan of the sample services' 250 000 CLP: the advance within 14 days, the delivery after. */
export const fiftyFifty = () => ({
  type: null,
  plan: 'fiftyFifty',
  payments: [
    { key: 'anticipo01', name: 'Anticipo', amount: '125000', percent: '50', status: 'pending', due_at: day(2) },
    { key: 'entrega001', name: 'Entrega', amount: '125000', percent: '50', status: 'pending', due_at: day(20) },
  ],
});

/** A provider (CLP workspace) whose client signed a 50/50 proposal: the portal it became, and who to email. */
export async function signedFiftyFifty() {
  const account = await signUpViaApi({ currency: 'CLP', workspaceName: `Estudio Cobros ${Date.now().toString(36)}` });
  const t = account.token;
  const line = await createLine(t, 'Branding');
  const contact = { name: 'Inés Vidal', email: `ines.${Date.now().toString(36)}@trato.test` };
  const client = await createClient(t, 'Panadería Aurora', contact);
  const proposal = await createProposal(t, { lineId: line.id, companyId: client.id, name: 'Marca Panadería Aurora' });
  await api('PUT', `/v1/proposals/${proposal.id}`, { token: t, body: { payments: fiftyFifty() } });
  await setStatus(t, proposal.id, 'SENT');
  const projectId = await signedPortal({ account, workspace: '', lineId: line.id, companyId: client.id, id: proposal.id, slug: proposal.slug, name: proposal.name, contact });
  return { account, projectId, contact, companyId: client.id, lineId: line.id };
}

/**
 * Beside the signed portal: a finished draft with the same 50/50 plan and a sent, unsigned one:
 * nobody owes either (both are the pipeline). Returns the sent proposal's id.
 */
export async function draftAndSentPlans(token: string, lineId: string, companyId: string): Promise<{ sentId: string }> {
  const draft = await createProposal(token, { lineId, companyId, name: 'Borrador Panadería Aurora' });
  await api('PUT', `/v1/proposals/${draft.id}`, { token, body: { payments: fiftyFifty() } });
  const sent = await createProposal(token, { lineId, companyId, name: 'Catálogo Panadería Aurora' });
  await api('PUT', `/v1/proposals/${sent.id}`, { token, body: { payments: fiftyFifty() } });
  await setStatus(token, sent.id, 'SENT');
  return { sentId: sent.id };
}
