import { randomUUID } from 'node:crypto';
import { PDF_BYTES, PNG_1X1, type Part } from '../../test/http.ts';
import type { Ids, Role } from './world.ts';

/**
 * What each role must get from each operation of the OpenAPI document (issue 14 part 1): the checked-in
 * table. An operation missing here fails the matrix, so a new endpoint cannot ship unclassified.
 *
 * - `allow`: reaches the operation (never 401, 403 or 404; never 5xx).
 * - `deny`: 401, 403 or 404, with nothing of A's in the body.
 * - `own`: acts in the caller's own scope (its workspace, its account, its portal): any answer but 5xx
 *   or 401, with nothing of A's in the body.
 * - `open`: a public link or an auth step anyone may call (the link or the token in it is the access):
 *   any answer but 5xx.
 */
export type Outcome = 'allow' | 'deny' | 'own' | 'open';

/**
 * Kinds of operation, each with its row of outcomes:
 * - `object`: staff, on one of A's objects named in the path (by the team's permission `perm`).
 * - `scope`: staff, on the caller's own workspace (lists, creations, settings).
 * - `account`: any signed-in staff user, on their own account or session.
 * - `session`: anyone signed in, staff or customer, on their own session (sign out).
 * - `portal`: a customer, on A's project P named in the path.
 * - `customer`: a customer, on their own portal account.
 * - `open`: public links and auth steps.
 * - `superadmin`: the operator's area (no role of the matrix is one).
 */
type Kind = 'object' | 'scope' | 'account' | 'session' | 'portal' | 'customer' | 'open' | 'superadmin';
/** Who in A's team may: everyone (default) or owners and admins only (workspace settings, team, billing). */
type Perm = 'team' | 'admins';

type Body = { json: object } | { multipart: [string, Part][] };
/**
 * `last`: moves the caller elsewhere (1: another workspace, a new password that ends other sessions)
 * or ends their session (2), so it runs after every other call.
 * `stream`: a server-sent events stream that stays open; called over a real socket and read only up to its status.
 */
export type Operation = { kind: Kind; perm?: Perm; url?: (ids: Ids) => string; body?: (ids: Ids) => Body; last?: 1 | 2; stream?: boolean };

const json = (f: (ids: Ids) => object) => (ids: Ids): Body => ({ json: f(ids) });
const file = (fileableId: (ids: Ids) => string, directory: string, bytes: Buffer = PDF_BYTES, type = 'application/pdf') => (ids: Ids): Body => ({
  multipart: [
    ['origin', 'admin'],
    ['fileableId', fileableId(ids)],
    ['directory', directory],
    ['file', { filename: type === 'image/png' ? 'logo.png' : 'anexo.pdf', bytes, type }],
  ],
});
const fresh = () => `matriz.${randomUUID().slice(0, 8)}@trato.test`;
const content = { time: 1, version: '2.28.2', blocks: [{ id: 'b1', type: 'paragraph', data: { text: 'Texto de la matriz' } }] };

export function outcome(op: Operation, role: Role): Outcome {
  const inA = role === 'memberA' || role === 'adminA' || role === 'ownerA';
  const customer = role === 'customerP' || role === 'customerNoP' || role === 'customerB';
  switch (op.kind) {
    case 'open':
      return 'open';
    case 'superadmin':
      return 'deny';
    case 'object':
      if (!inA) return 'deny';
      return role === 'memberA' && op.perm === 'admins' ? 'deny' : 'allow';
    case 'scope':
      if (role === 'anonymous' || customer) return 'deny';
      if (role === 'memberA' && op.perm === 'admins') return 'deny';
      return 'own';
    case 'account':
      return role === 'anonymous' || customer ? 'deny' : 'own';
    case 'session':
      return role === 'anonymous' ? 'deny' : 'own';
    case 'portal':
      return role === 'customerP' ? 'allow' : 'deny';
    case 'customer':
      return customer ? 'own' : 'deny';
  }
}

/** Every operation, as "METHOD /path" exactly as the OpenAPI document names it. */
export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': { kind: 'open' },
  'GET /api/health/live': { kind: 'open' },

  // Calendar feed
  'POST /api/v1/calendar/feed': { kind: 'account' },
  'GET /api/v1/calendar/feed': { kind: 'account' },
  'DELETE /api/v1/calendar/feed': { kind: 'account' },
  'GET /api/calendar/{file}': { kind: 'open', url: (i) => `/api/calendar/${i.calendarFile}` },

  // Auth steps: anyone may call them (fresh addresses, so nothing of A's is touched)
  'POST /api/auth/register/check': { kind: 'open', body: json(() => ({ email: fresh() })) },
  'POST /api/auth/register': { kind: 'open', body: json(() => ({ name: 'Persona Nueva', email: fresh(), password: 'caballo-bateria-grapa-42' })) },
  'POST /api/auth/register/redirect': { kind: 'open', url: () => '/api/auth/register/redirect?t=token-que-no-existe' },
  'POST /api/auth/register/check-workspace': { kind: 'open', body: json(() => ({ name: `Agencia ${randomUUID().slice(0, 6)}` })) },
  'POST /api/auth/verify': { kind: 'open', body: json(() => ({ token: 'token-que-no-existe' })) },
  'POST /api/auth/verify/resend': { kind: 'open', body: json(() => ({ email: fresh() })) },
  'POST /api/auth/login': { kind: 'open', body: json(() => ({ email: fresh(), password: 'caballo-bateria-grapa-42' })) },
  'POST /api/auth/logout': { kind: 'session', last: 2 },
  'POST /api/auth/user': { kind: 'account' },
  'POST /api/auth/password/email': { kind: 'open', body: json(() => ({ email: fresh() })) },
  'POST /api/auth/password/reset': { kind: 'open', body: json(() => ({ token: 'token-que-no-existe', email: fresh(), password: 'caballo-bateria-grapa-42', password_confirmation: 'caballo-bateria-grapa-42' })) },
  'GET /api/auth/providers': { kind: 'open' },
  'POST /api/auth/google': { kind: 'open', body: json(() => ({ credential: 'no-es-un-jwt' })) },
  'POST /api/auth/authorize/google/redirect': { kind: 'open', body: json(() => ({})) },
  'GET /api/auth/authorize/google/callback': { kind: 'open', url: () => '/api/auth/authorize/google/callback?code=x&state=y' },
  'GET /api/auth/invitations/{token}': { kind: 'open', url: () => '/api/auth/invitations/token-que-no-existe' },
  'POST /api/auth/invitations/accept': { kind: 'open', body: json(() => ({ token: 'token-que-no-existe', name: 'Persona', password: 'caballo-bateria-grapa-42' })) },
  'POST /api/auth/customer/login-link': { kind: 'open' },
  'POST /api/auth/customer/login-link/send': { kind: 'open', body: json(() => ({ email: fresh() })) },
  'POST /api/auth/customer/current': { kind: 'customer' },
  // The provider's public face for /c/login?w= (decision 0081): what its public pages already show.
  'GET /api/auth/customer/brand/{workspace}': { kind: 'open', url: () => `/api/auth/customer/brand/${randomUUID()}` },
  'POST /api/auth/customer/check': { kind: 'open', body: json(() => ({ email: fresh() })) },
  'POST /api/auth/customer/login': { kind: 'open', body: json(() => ({ email: fresh(), password: 'caballo-bateria-grapa-42' })) },
  'POST /api/auth/customer/google': { kind: 'open', body: json(() => ({ credential: 'no-es-un-jwt' })) },
  'POST /api/auth/customer/authorize/google/redirect': { kind: 'open', body: json(() => ({})) },
  'GET /api/auth/customer/authorize/google/callback': { kind: 'open', url: () => '/api/auth/customer/authorize/google/callback?code=x&state=y' },

  // Account and workspace settings
  'GET /api/v1/account': { kind: 'account' },
  'PUT /api/v1/account': { kind: 'account', body: json(() => ({ name: 'Nombre de la matriz' })) },
  'POST /api/v1/organization': { kind: 'account', body: json(() => ({ business_sector: 'Abogacía', how_did_you_hear: 'other', company_size: '1', name: `Org ${randomUUID().slice(0, 6)}` })), last: 1 },
  'PUT /api/v1/organization/{id}': { kind: 'object', perm: 'admins', url: (i) => `/api/v1/organization/${i.workspace}`, body: json(() => ({ primary_color: '#1d4ed8' })) },
  'POST /api/v1/organization/{id}/upload': { kind: 'object', perm: 'admins', url: (i) => `/api/v1/organization/${i.workspace}/upload`, body: () => ({ multipart: [['logo', { filename: 'logo.png', bytes: PNG_1X1, type: 'image/png' }]] }) },
  'POST /api/v1/workspace/current': { kind: 'account', body: json((i) => ({ workspace_id: i.workspace })) },
  'PUT /api/v1/workspace': { kind: 'scope', perm: 'admins', body: json(() => ({ primary_color: '#1d4ed8' })) },
  'PUT /api/v1/currencies': { kind: 'scope', perm: 'admins', body: json(() => ({ currency: 'CLP' })) },
  'GET /api/v1/currencies': { kind: 'scope' },
  'GET /api/v1/collections': { kind: 'scope' },
  'PUT /api/v1/collections/identity': { kind: 'scope', perm: 'admins', body: json(() => ({ legal_name: 'Estudio Matriz', tax_country: 'CL', tax_id: '76.123.456-0' })) },
  'POST /api/v1/collections/bank-accounts': {
    kind: 'scope',
    perm: 'admins',
    body: json(() => ({ bank: 'Banco Matriz', account_type: 'savings', number: '11-222-333', holder: 'Titular Matriz', holder_tax_id: '76123456-0', proof_email: 'matriz@trato.test', currency: 'USD' })),
  },
  'PUT /api/v1/collections/bank-accounts/{id}': {
    kind: 'object',
    perm: 'admins',
    url: (i) => `/api/v1/collections/bank-accounts/${i.bankAccount}`,
    body: json(() => ({ bank: 'Banco editado', account_type: 'checking', number: '99-888-777', holder: 'Titular editado', holder_tax_id: '76123456-0', proof_email: 'editado@trato.test', currency: 'CLP' })),
  },
  'DELETE /api/v1/collections/bank-accounts/{id}': { kind: 'object', perm: 'admins', url: (i) => `/api/v1/collections/bank-accounts/${i.bankAccount}` },
  'PUT /api/v1/collections/mercadopago': { kind: 'scope', perm: 'admins', body: json(() => ({ access_token: 'TEST-1234567890123456-matriz-0000', webhook_secret: 'matrizwebhooksecret01', mode: 'test' })) },
  'DELETE /api/v1/collections/mercadopago': { kind: 'scope', perm: 'admins' },
  'PUT /api/v1/collections/stripe': { kind: 'scope', perm: 'admins', body: json(() => ({ secret_key: 'sk_test_matriz1234567890abcd', webhook_secret: 'whsec_matriz1234567890abcd' })) },
  'DELETE /api/v1/collections/stripe': { kind: 'scope', perm: 'admins' },
  'POST /api/v1/collections/mercadopago/test': { kind: 'scope', perm: 'admins' },
  'POST /api/v1/collections/stripe/test': { kind: 'scope', perm: 'admins' },
  // The workspaces' payment webhooks: the provider's signature with the workspace's secret is the access.
  'POST /api/v1/webhooks/mercadopago/{workspaceId}': { kind: 'open', url: (i) => `/api/v1/webhooks/mercadopago/${i.workspace}?data.id=1&type=payment`, body: json(() => ({ type: 'payment' })) },
  'POST /api/v1/webhooks/stripe/{workspaceId}': { kind: 'open', url: (i) => `/api/v1/webhooks/stripe/${i.workspace}`, body: json(() => ({ type: 'checkout.session.completed' })) },

  // Billing
  'GET /api/v1/plans': { kind: 'scope' },
  'GET /api/v1/billing': { kind: 'scope' },
  'GET /api/v1/transactions': { kind: 'scope' },
  'GET /api/v1/checkout/sessions': { kind: 'scope', perm: 'admins', url: () => '/api/v1/checkout/sessions?plan_id=pro' },
  'POST /api/v1/subscriptions/cancel': { kind: 'scope', perm: 'admins' },
  'POST /api/v1/subscriptions/portal': { kind: 'scope', perm: 'admins' },

  // Uploads (into one of A's projects)
  'POST /api/v1/upload/image': { kind: 'object', body: file((i) => i.project, 'project_files', PNG_1X1, 'image/png') },
  'POST /api/v1/upload/file': { kind: 'object', body: file((i) => i.project, 'project_files') },

  // Team
  'GET /api/v1/teams': { kind: 'scope' },
  'POST /api/v1/teams/invite': { kind: 'scope', perm: 'admins', body: json(() => ({ email: fresh(), role: 'member' })) },
  'POST /api/v1/teams/invitations/{id}/resend': { kind: 'object', perm: 'admins', url: (i) => `/api/v1/teams/invitations/${i.invitation}/resend` },
  'DELETE /api/v1/teams/invitations/{id}': { kind: 'object', perm: 'admins', url: (i) => `/api/v1/teams/invitations/${i.invitation}` },
  'DELETE /api/v1/teams/{id}': { kind: 'object', perm: 'admins', url: (i) => `/api/v1/teams/${i.teamMember}` },

  // Lines and services
  'GET /api/v1/lines': { kind: 'scope' },
  'POST /api/v1/lines': { kind: 'scope', body: json(() => ({ name: `Línea ${randomUUID().slice(0, 6)}` })) },
  'GET /api/v1/lines/{id}': { kind: 'object', url: (i) => `/api/v1/lines/${i.line}` },
  'PUT /api/v1/lines/{id}': { kind: 'object', url: (i) => `/api/v1/lines/${i.line}`, body: json(() => ({ name: `Línea ${randomUUID().slice(0, 6)}` })) },
  'GET /api/v1/services': { kind: 'scope' },
  'POST /api/v1/services': { kind: 'scope', body: json(() => ({ name: 'Servicio nuevo', type: 'simple', total: '100' })) },
  'GET /api/v1/services/search': { kind: 'scope' },
  'GET /api/v1/services/{id}': { kind: 'object', url: (i) => `/api/v1/services/${i.service}` },
  'PUT /api/v1/services/{id}': { kind: 'object', url: (i) => `/api/v1/services/${i.service}`, body: json(() => ({ name: 'Servicio editado', type: 'simple', total: '200' })) },
  'DELETE /api/v1/services/{id}': { kind: 'object', url: (i) => `/api/v1/services/${i.service}` },

  // Clients
  'GET /api/v1/companies': { kind: 'scope' },
  'GET /api/v1/companies/{id}': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}` },
  'PUT /api/v1/companies/{id}': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}`, body: json(() => ({ name: 'Empresa editada' })) },
  'DELETE /api/v1/companies/{id}': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}` },
  'PUT /api/v1/companies/{id}/recover': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}/recover` },
  'GET /api/v1/companies/{id}/projects': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}/projects` },
  'GET /api/v1/companies/{id}/proposals': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}/proposals` },
  'GET /api/v1/companies/{id}/payments': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}/payments` },
  'GET /api/v1/companies/{id}/files': { kind: 'object', url: (i) => `/api/v1/companies/${i.company}/files` },
  'POST /api/v1/customers': { kind: 'scope' },
  'PUT /api/v1/customers/{id}': { kind: 'object', url: (i) => `/api/v1/customers/${i.customer}`, body: json(() => ({ phone: '+56 9 1234 5678' })) },

  // Proposals
  'GET /api/v1/proposals': { kind: 'scope' },
  'POST /api/v1/proposals': { kind: 'scope', body: json((i) => ({ line_id: i.line })) },
  'GET /api/v1/proposals/{id}': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}` },
  'PUT /api/v1/proposals/{id}': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}`, body: json(() => ({ name: 'Propuesta editada', content })) },
  'DELETE /api/v1/proposals/{id}': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}` },
  'PUT /api/v1/proposal/{id}/recover': { kind: 'object', url: (i) => `/api/v1/proposal/${i.trashedProposal}/recover` },
  'DELETE /api/v1/proposals/{id}/force': { kind: 'object', url: (i) => `/api/v1/proposals/${i.doomedProposal}/force` },
  'POST /api/v1/proposal/{id}/duplicate': { kind: 'object', url: (i) => `/api/v1/proposal/${i.proposal}/duplicate` },
  'POST /api/v1/proposals/{id}/status': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}/status`, body: json(() => ({ status: 'SENT' })) },
  'GET /api/v1/proposal-form/{id}': { kind: 'object', url: (i) => `/api/v1/proposal-form/${i.proposal}` },
  'POST /api/v1/proposal-form/{id}/finish': { kind: 'object', url: (i) => `/api/v1/proposal-form/${i.proposal}/finish` },
  'GET /api/v1/proposals/{id}/pdf': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}/pdf` },
  'POST /api/v1/proposals/{id}/send': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}/send`, body: json(() => ({ message: 'Hola' })) },
  'POST /api/v1/proposals/{id}/send/preview': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}/send/preview`, body: json(() => ({ message: 'Hola' })) },
  'POST /api/v1/proposals/{id}/extend': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}/extend`, body: json(() => ({ valid_until_at: '2099-12-31' })) },
  'GET /api/v1/proposals/{id}/evidence': { kind: 'object', url: (i) => `/api/v1/proposals/${i.proposal}/evidence` },
  'DELETE /api/v1/visits/{id}': { kind: 'object', url: (i) => `/api/v1/visits/${i.visit}` },

  // The public proposal: its link is the access (the slug is unguessable), for anyone
  'POST /api/v1/signatures': { kind: 'open', body: () => ({ json: {} }) },
  'GET /api/v1/proposal/{slugOrId}': { kind: 'open', url: (i) => `/api/v1/proposal/${i.proposalSlug}` },
  'POST /api/v1/proposal/{slugOrId}/visit': { kind: 'open', url: (i) => `/api/v1/proposal/${i.proposalSlug}/visit` },
  'POST /api/v1/proposal/{slugOrId}/decline': { kind: 'open', url: () => `/api/v1/proposal/${randomUUID()}/decline`, body: json(() => ({ declined_reason: 'No' })) },
  'GET /api/v1/proposal/{slugOrId}/pdf': { kind: 'open', url: (i) => `/api/v1/proposal/${i.proposalSlug}/pdf` },
  'GET /api/v1/proposal/{slugOrId}/payment': { kind: 'open', url: (i) => `/api/v1/proposal/${i.proposalSlug}/payment` },
  'POST /api/v1/proposal/{slugOrId}/checkout': { kind: 'open', url: (i) => `/api/v1/proposal/${i.proposalSlug}/checkout`, body: json(() => ({ provider: 'mercadopago' })) },
  'GET /api/v1/comments': { kind: 'open', url: (i) => `/api/v1/comments?proposalId=${i.proposalSlug}` },
  'POST /api/v1/comments': { kind: 'open', body: json((i) => ({ type: 'proposal', proposalId: i.proposalSlug, body: 'Pregunta pública', origin: 'public', author_name: 'Visitante', author_email: fresh() })) },
  'DELETE /api/v1/comments/{id}': { kind: 'object', url: (i) => `/api/v1/comments/${i.comment}` },
  'POST /api/v1/comments/{id}/react': { kind: 'open', url: (i) => `/api/v1/comments/${i.proposalComment}/react`, body: json(() => ({ emoji: '👍' })) },

  // Projects (portals)
  'GET /api/v1/projects': { kind: 'scope' },
  'POST /api/v1/projects': { kind: 'scope', url: () => '/api/v1/projects?status=init&type=project', body: json(() => ({})) },
  'GET /api/v1/projects/{id}': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}` },
  'PUT /api/v1/projects/{id}': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}`, body: json(() => ({ name: 'Portal editado' })) },
  'DELETE /api/v1/projects/{id}': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}` },
  'POST /api/v1/projects/{id}/publish': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/publish` },
  'POST /api/v1/projects/{id}/finish': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/finish` },
  'POST /api/v1/projects/{id}/reactivate': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/reactivate` },
  'POST /api/v1/projects/{id}/duplicate': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/duplicate` },
  'PUT /api/v1/projects/{id}/recover': { kind: 'object', url: (i) => `/api/v1/projects/${i.trashedProject}/recover` },
  'DELETE /api/v1/projects/{id}/force': { kind: 'object', url: (i) => `/api/v1/projects/${i.doomedProject}/force` },
  'GET /api/v1/projects/{id}/magic-link': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/magic-link` },
  'POST /api/v1/projects/{id}/send-access': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/send-access` },
  'POST /api/v1/projects/{id}/payments': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/payments`, body: json(() => ({ name: 'Pago extra', due_at: '2026-12-01' })) },
  'PUT /api/v1/projects/{id}/payments/{paymentId}/status': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/payments/${i.payment}/status`, body: json(() => ({ status: 'paid' })) },
  'POST /api/v1/projects/{id}/payments/{paymentId}/transfer/confirm': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/payments/${i.payment}/transfer/confirm` },
  'POST /api/v1/projects/{id}/payments/{paymentId}/transfer/reject': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/payments/${i.payment}/transfer/reject`, body: json(() => ({ reason: 'No llegó' })) },
  'GET /api/v1/projects/{id}/stages': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/stages` },
  'GET /api/v1/projects/{id}/charges': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/charges` },
  'POST /api/v1/projects/{id}/stages': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/stages`, body: json(() => ({ name: 'Etapa extra' })) },
  'PUT /api/v1/projects/{id}/stages/{stageId}': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/stages/${i.stage}`, body: json(() => ({ name: 'Etapa editada' })) },
  'DELETE /api/v1/projects/{id}/stages/{stageId}': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/stages/${i.stage}` },
  'GET /api/v1/projects/{id}/files': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/files` },
  'DELETE /api/v1/files/{id}': { kind: 'object', url: (i) => `/api/v1/files/${i.file}` },
  'GET /api/v1/projects/{id}/client': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/client` },

  // Activity, notifications, search, dashboard
  'GET /api/v1/activities': { kind: 'scope' },
  'DELETE /api/v1/activities/{id}': { kind: 'object', url: (i) => `/api/v1/activities/${i.activity}` },
  'GET /api/v1/notifications': { kind: 'account' },
  'POST /api/v1/notifications/read-all': { kind: 'account' },
  'PUT /api/v1/notifications/{id}/read': { kind: 'object', url: (i) => `/api/v1/notifications/${i.notification}/read` },
  'GET /api/v1/search': { kind: 'scope', url: () => '/api/v1/search?query=Portal' },
  'GET /api/v1/notifications/stream': { kind: 'account', stream: true },
  'GET /api/v1/customer/notifications/stream': { kind: 'customer', stream: true },
  'GET /api/v1/dashboard/metrics': { kind: 'scope' },
  'GET /api/v1/dashboard/calendar': { kind: 'scope', url: () => '/api/v1/dashboard/calendar?start_date=2026-01-01&end_date=2026-01-31' },

  // Payments
  'GET /api/v1/payments': { kind: 'scope' },
  'POST /api/v1/payments': { kind: 'object', body: json((i) => ({ project_id: i.project, name: 'Pago suelto', due_at: '2026-12-01' })) },
  'GET /api/v1/payments/metrics': { kind: 'scope' },
  'GET /api/v1/payments/{id}': { kind: 'object', url: (i) => `/api/v1/payments/${i.payment}` },
  'PUT /api/v1/payments/{id}': { kind: 'object', url: (i) => `/api/v1/payments/${i.payment}`, body: json(() => ({ name: 'Pago editado' })) },
  'DELETE /api/v1/payments/{id}': { kind: 'object', url: (i) => `/api/v1/payments/${i.payment}` },
  'POST /api/v1/payments/{id}/reminder': { kind: 'object', url: (i) => `/api/v1/payments/${i.payment}/reminder` },
  'GET /api/v1/projects/{id}/receipts': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/receipts` },
  'GET /api/v1/receipts/{id}/pdf': { kind: 'object', url: (i) => `/api/v1/receipts/${i.receipt}/pdf` },

  // The client portal
  'GET /api/v1/customer/projects': { kind: 'customer' },
  'GET /api/v1/customer/projects/{id}': { kind: 'portal', url: (i) => `/api/v1/customer/projects/${i.project}` },
  'GET /api/v1/customer/payments': { kind: 'customer' },
  'GET /api/v1/customer/payments/{id}/checkout': { kind: 'portal', url: (i) => `/api/v1/customer/payments/${i.payment}/checkout` },
  'POST /api/v1/customer/payments/{id}/checkout': { kind: 'portal', url: (i) => `/api/v1/customer/payments/${i.payment}/checkout`, body: json(() => ({ provider: 'mercadopago' })) },
  // The per-payment «Pagar» link (decision 0074): the token is the access; an unknown one is 404 for everyone.
  'GET /api/v1/pay/{token}': { kind: 'open', url: () => '/api/v1/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  'POST /api/v1/pay/{token}/checkout': { kind: 'open', url: () => '/api/v1/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/checkout', body: json(() => ({ provider: 'stripe' })) },
  'POST /api/v1/pay/{token}/transfer/proof': {
    kind: 'open',
    url: () => '/api/v1/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/transfer/proof',
    body: () => ({ multipart: [['file', { filename: 'comprobante.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]] }),
  },
  'POST /api/v1/pay/{token}/transfer': { kind: 'open', url: () => '/api/v1/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/transfer', body: json(() => ({ transferred_on: '2026-01-05', amount: '100.00' })) },
  'POST /api/v1/projects/{id}/payments/{paymentId}/links': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/payments/${i.payment}/links` },
  'DELETE /api/v1/projects/{id}/payments/{paymentId}/links': { kind: 'object', url: (i) => `/api/v1/projects/${i.project}/payments/${i.payment}/links` },
  'POST /api/v1/customer/payments/{id}/transfer/proof': {
    kind: 'portal',
    url: (i) => `/api/v1/customer/payments/${i.payment}/transfer/proof`,
    body: () => ({ multipart: [['file', { filename: 'comprobante.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]] }),
  },
  'POST /api/v1/customer/payments/{id}/transfer': { kind: 'portal', url: (i) => `/api/v1/customer/payments/${i.payment}/transfer`, body: json(() => ({ transferred_on: '2026-01-05', amount: '100.00' })) },
  'POST /api/v1/customer/projects/{id}/checkout': { kind: 'portal', url: (i) => `/api/v1/customer/projects/${i.project}/checkout`, body: json(() => ({ provider: 'mercadopago' })) },
  'GET /api/v1/customer/receipts': { kind: 'customer' },
  'GET /api/v1/customer/receipts/{id}': { kind: 'portal', url: (i) => `/api/v1/customer/receipts/${i.receipt}` },
  'GET /api/v1/customer/receipts/{id}/pdf': { kind: 'portal', url: (i) => `/api/v1/customer/receipts/${i.receipt}/pdf` },
  'GET /api/v1/customer/services': { kind: 'customer' },
  'POST /api/v1/customer/services/quote/bulk': { kind: 'portal', body: json((i) => ({ service_ids: [i.service], project_id: i.project })) },
  'GET /api/v1/customer/notifications': { kind: 'customer' },
  'PUT /api/v1/customer/notifications/read': { kind: 'customer', body: json(() => ({})) },
  'PUT /api/v1/customer/notifications/{id}/read': { kind: 'customer', url: (i) => `/api/v1/customer/notifications/${i.customerNotification}/read` },
  'POST /api/v1/customer/projects/{id}/files': { kind: 'portal', url: (i) => `/api/v1/customer/projects/${i.project}/files`, body: () => ({ multipart: [['file', { filename: 'anexo.pdf', bytes: PDF_BYTES, type: 'application/pdf' }]] }) },
  'PUT /api/v1/customer/password': { kind: 'customer', body: json(() => ({ password: 'caballo-bateria-grapa-43' })), last: 1 },

  // Superadmin
  'GET /api/v1/superadmin': { kind: 'superadmin', url: () => '/api/v1/superadmin?list=workspaces' },
  'POST /api/v1/superadmin': { kind: 'superadmin', body: json(() => ({})) },
  'GET /api/v1/superadmin/plans': { kind: 'superadmin' },
  'GET /api/v1/superadmin/diagnostics': { kind: 'superadmin' },
  'POST /api/v1/superadmin/diagnostics/storage': { kind: 'superadmin' },
  'POST /api/v1/superadmin/diagnostics/email': { kind: 'superadmin' },
};
