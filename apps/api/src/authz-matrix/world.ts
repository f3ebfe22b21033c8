import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { activities, calendarFeeds, comments, memberships, notifications, subscriptions, teamInvitations, receipts, visitLogs } from '../db/schema/index.ts';
import { newToken, sha256 } from '../lib/crypto.ts';
import { customerSession, newProject, portal } from '../modules/projects/projects.fixtures.ts';
import { addCompany, addLine, api, readyProposal, type Json } from '../modules/proposals/proposals.fixtures.ts';
import type { TestApp } from '../../test/app.ts';
import { createMember, createOwner, type Owner } from '../../test/factories.ts';
import { multipart, PDF_BYTES } from '../../test/http.ts';

/**
 * The world the authorization matrix runs in (issue 14 part 1): workspace A with its owner, an admin
 * and a member; workspace B with its owner; a customer of A with access to A's project P, a customer
 * of A without it, and a customer of B with access to B's own project.
 *
 * A holds one set of objects per A role (so a member deleting its proposal does not take the owner's
 * away) and one more, the victim set, which every other role is pointed at and which must come out of
 * the matrix unchanged.
 */
export const ROLES = ['anonymous', 'memberA', 'adminA', 'ownerA', 'ownerB', 'customerP', 'customerNoP', 'customerB'] as const;
export type Role = (typeof ROLES)[number];
export const A_ROLES: readonly Role[] = ['memberA', 'adminA', 'ownerA'];

/** The ids a path or body of the matrix may name, by what they are. */
export type Ids = {
  line: string;
  company: string;
  customer: string;
  service: string;
  proposal: string;
  proposalSlug: string;
  /** In the trash (to recover), and in the trash for good (to delete for good). */
  trashedProposal: string;
  doomedProposal: string;
  project: string;
  trashedProject: string;
  doomedProject: string;
  /** A comment of the public proposal's thread (the link is the access). */
  proposalComment: string;
  payment: string;
  stage: string;
  file: string;
  comment: string;
  visit: string;
  activity: string;
  notification: string;
  customerNotification: string;
  invitation: string;
  teamMember: string;
  calendarFile: string;
  workspace: string;
  bankAccount: string;
  /** The receipt of the portal's last payment, marked paid. */
  receipt: string;
};

export type World = {
  workspaceA: string;
  /** The other tenant: its owner and customer are the cross-tenant callers. */
  workspaceB: string;
  headers: Record<Role, Record<string, string>>;
  /** The objects each role is pointed at: its own set for A's roles, the victim set for everyone else. */
  idsFor: (role: Role) => Ids;
  /** Strings that identify the victim set: none may appear in a body a role outside A receives. */
  secrets: string[];
  /** Strings that identify A itself: also kept from roles with no tie to A (B, anonymous). */
  workspaceSecrets: string[];
};

const MARK = () => randomUUID().slice(0, 8);

/** One set of A's objects, everything created as a user would (the API), the rest read back from the database. */
async function objectSet(t: TestApp, owner: Owner, tag: string, readerId: string): Promise<{ ids: Ids; portalContact: Json; names: string[] }> {
  const http = api(t);
  const wsId = owner.workspace.id;
  const name = `Portal ${tag}`;
  const p = await portal(t, { owner, name });
  const line = p.line;
  const company = p.company;
  const proposal = await readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Propuesta ${tag}` });
  const svc = await http.post(owner.headers, '/api/v1/services', { name: `Servicio ${tag}`, type: 'simple', total: '1000' });
  expect(svc.statusCode, svc.body).toBe(201);
  const stage = await http.post(owner.headers, `/api/v1/projects/${p.project.id}/stages`, { name: `Etapa ${tag}`, start_date: '2026-01-05', end_date: '2026-01-20' });
  expect(stage.statusCode, stage.body).toBe(201);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload/file',
    ...(await multipart([['origin', 'admin'], ['fileableId', p.project.id], ['directory', 'project_files'], ['file', { filename: `contrato-${tag}.pdf`, bytes: PDF_BYTES, type: 'application/pdf' }]], owner.headers)),
  });
  expect(upload.statusCode, upload.body).toBeLessThan(300);
  const files = (await http.get(owner.headers, `/api/v1/projects/${p.project.id}/files`)).json();
  const comment = await http.post(owner.headers, '/api/v1/comments', { type: 'project', proposalId: p.project.id, body: `Comentario ${tag}`, origin: 'admin' });
  expect(comment.statusCode, comment.body).toBe(201);
  await t.app.inject({ method: 'POST', url: `/api/v1/proposal/${proposal.slug}/visit`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' } });
  const [visit] = await t.db.select().from(visitLogs).where(eq(visitLogs.projectId, proposal.id)).limit(1);
  const [activity] = await t.db.select().from(activities).where(eq(activities.projectId, p.project.id)).limit(1);
  const [notification] = await t.db
    .insert(notifications)
    .values({ workspaceId: wsId, userId: readerId, type: 'comment.created', title: `Aviso ${tag}` })
    .returning();
  const invite = await http.post(owner.headers, '/api/v1/teams/invite', { email: `invitado.${tag}@trato.test`, role: 'member' });
  expect(invite.statusCode, invite.body).toBeLessThan(300);
  const [invitation] = await t.db.select().from(teamInvitations).where(and(eq(teamInvitations.workspaceId, wsId), eq(teamInvitations.email, `invitado.${tag}@trato.test`.toLowerCase())));
  const extra = await createMember(t.db, wsId, 'member');
  const [membership] = await t.db.select().from(memberships).where(and(eq(memberships.workspaceId, wsId), eq(memberships.userId, extra.user.id)));
  const trashed = async (make: () => Promise<Json>, path: string) => {
    const made = await make();
    const del = await http.del(owner.headers, `${path}/${made.id}`);
    expect(del.statusCode, del.body).toBeLessThan(300);
    return made.id as string;
  };
  const aProposal = () => readyProposal(t, owner, { lineId: line.id, companyId: company.id, name: `Otra propuesta ${tag}` });
  const aProject = () => newProject(t, owner, { line_id: line.id, company_id: company.id, name: `Otro portal ${tag}` });
  const publicComment = await http.post({}, '/api/v1/comments', { type: 'proposal', proposalId: proposal.slug, body: `Pregunta ${tag}`, origin: 'public', author_name: 'Visitante', author_email: `visitante.${tag}@trato.test`.toLowerCase() });
  expect(publicComment.statusCode, publicComment.body).toBe(201);
  const feedToken = newToken();
  await t.db.insert(calendarFeeds).values({ workspaceId: wsId, userId: extra.user.id, tokenHash: sha256(feedToken) });
  const [commentRow] = await t.db.select().from(comments).where(eq(comments.projectId, p.project.id)).limit(1);
  const bank = await http.post(owner.headers, '/api/v1/collections/bank-accounts', {
    bank: `Banco ${tag}`,
    account_type: 'checking',
    number: `00-${tag.replace(/[^\dA-Za-z]/g, '').slice(-12)}-01`,
    holder: `Titular ${tag}`,
    holder_tax_id: '76123456-0',
    proof_email: `pagos.${tag}@trato.test`.toLowerCase(),
    currency: 'CLP',
  });
  expect(bank.statusCode, bank.body).toBe(201);
  const bankAccount = (bank.json().data.bank_accounts as Json[]).find((a) => a.bank === `Banco ${tag}`)!.id as string;
  const paid = (p.project.payments.payments as Json[]).at(-1)!.id as string;
  const marked = await http.put(owner.headers, `/api/v1/payments/${paid}`, { status: 'paid' });
  expect(marked.statusCode, marked.body).toBe(200);
  const [receipt] = await t.db.select({ id: receipts.id }).from(receipts).where(and(eq(receipts.workspaceId, wsId), eq(receipts.paymentId, paid)));
  return {
    portalContact: company.contact,
    names: [name, `Propuesta ${tag}`, `Servicio ${tag}`, `Etapa ${tag}`, `Comentario ${tag}`, company.contact.email, `Titular ${tag}`],
    ids: {
      line: line.id,
      company: company.id,
      customer: company.contact.id,
      service: svc.json().data.id,
      proposal: proposal.id,
      proposalSlug: proposal.slug,
      trashedProposal: await trashed(aProposal, '/api/v1/proposals'),
      doomedProposal: await trashed(aProposal, '/api/v1/proposals'),
      project: p.project.id,
      trashedProject: await trashed(aProject, '/api/v1/projects'),
      doomedProject: await trashed(aProject, '/api/v1/projects'),
      proposalComment: publicComment.json().data.id,
      payment: p.project.payments.payments[0].id,
      stage: stage.json().data.id,
      file: files.data[0].id,
      comment: commentRow!.id,
      visit: visit!.id,
      activity: activity!.id,
      notification: notification!.id,
      customerNotification: randomUUID(),
      invitation: invitation!.id,
      teamMember: membership!.id,
      calendarFile: `${feedToken}.ics`,
      workspace: wsId,
      bankAccount,
      receipt: receipt!.id,
    },
  };
}

/** An owner on the agency plan (no limit on portals: A holds four object sets). */
async function agencyOwner(t: TestApp, name: string): Promise<Owner> {
  const owner = await createOwner(t.db, { workspace: { name } });
  await t.db.insert(subscriptions).values({ workspaceId: owner.workspace.id, planId: 'agency' }).onConflictDoUpdate({ target: subscriptions.workspaceId, set: { planId: 'agency' } });
  return owner;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const ownerA = await agencyOwner(t, `Agencia A ${MARK()}`);
  const ownerB = await agencyOwner(t, `Agencia B ${MARK()}`);
  const adminA = await createMember(t.db, ownerA.workspace.id, 'admin');
  const memberA = await createMember(t.db, ownerA.workspace.id, 'member');
  const victim = await objectSet(t, ownerA, `victima-${MARK()}`, ownerA.user.id);
  const sets: Partial<Record<Role, Ids>> = {};
  const users = { memberA: memberA.user.id, adminA: adminA.user.id, ownerA: ownerA.user.id };
  for (const role of A_ROLES) sets[role] = (await objectSet(t, ownerA, `${role}-${MARK()}`, users[role as keyof typeof users])).ids;
  // A customer of A without access to P: the contact of another of A's companies, signed in.
  const other = await addCompany(t, ownerA.workspace.id, `Otra empresa ${MARK()}`);
  await addLine(t, ownerA.workspace.id, 'Otra línea');
  const b = await objectSet(t, ownerB, `ajena-${MARK()}`, ownerB.user.id);
  const headers: Record<Role, Record<string, string>> = {
    anonymous: {},
    memberA: memberA.headers,
    adminA: adminA.headers,
    ownerA: ownerA.headers,
    ownerB: ownerB.headers,
    customerP: await customerSession(t, { id: victim.ids.customer, workspaceId: ownerA.workspace.id }, victim.ids.project),
    customerNoP: await customerSession(t, { id: other.contact.id, workspaceId: ownerA.workspace.id }),
    customerB: await customerSession(t, { id: b.ids.customer, workspaceId: ownerB.workspace.id }, b.ids.project),
  };
  const victimIds = victim.ids;
  return {
    workspaceA: ownerA.workspace.id,
    workspaceB: ownerB.workspace.id,
    headers,
    idsFor: (role) => sets[role] ?? victimIds,
    secrets: [...Object.entries(victimIds).filter(([k]) => k !== 'customerNotification').map(([, v]) => v), ...victim.names],
    workspaceSecrets: [ownerA.workspace.name, ownerA.user.email],
  };
}
