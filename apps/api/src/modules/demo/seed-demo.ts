import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  activities,
  auditEvents,
  bankAccounts,
  collectionSettings,
  onlineCharges,
  paymentTransfers,
  receiptCounters,
  receipts,
  commentGuests,
  commentReactions,
  comments,
  companies,
  customerNotifications,
  customers,
  emailOutbox,
  lines,
  memberships,
  notifications,
  payments,
  projectCustomers,
  projects,
  projectServices,
  serviceLines,
  services,
  signatures,
  stages,
  subscriptions,
  subservices,
  teamInvitations,
  uploads,
  users,
  visitLogs,
  workspaces,
} from '../../db/schema/index.ts';
import { newToken } from '../../lib/crypto.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Storage } from '../uploads/storage.ts';
import { createWorkspaceWithOwner, freeDomain } from '../workspaces/workspaces.queries.ts';
import { DEMO_BUSINESS_SECTOR, DEMO_EMAIL, DEMO_USER_NAME, DEMO_WORKSPACE_NAME } from './demo-account.ts';
import { seedDemoClients } from './seed-demo-clients.ts';
import { seedDemoFeedback } from './seed-demo-feedback.ts';
import { seedDemoLines } from './seed-demo-lines.ts';
import { seedDemoPayments } from './seed-demo-payments.ts';
import { seedDemoPortal } from './seed-demo-portal.ts';
import { seedDemoProposals } from './seed-demo-proposals.ts';
import { seedDemoServices } from './seed-demo-services.ts';
import { signDemoProposal } from './seed-demo-signature.ts';
import { announceUsersSessions, announceWorkspaceCustomersSessions } from '../realtime/session-ends.ts';

export { DEMO_EMAIL } from './demo-account.ts';

/** What the demo seed writes besides rows: files (the portal's, the signature image) and links. */
/** Visitors exploring the demo should never meet a plan limit on its sample data. */
const DEMO_PLAN = 'unlimited';

export type DemoDeps = { storage: Storage; appUrl: string };

type SavedLogin = { email: string; password: string; workspaceId?: string };

const loginFile = (dataDir: string) => path.join(dataDir, 'demo-login.json');

function readSavedLogin(dataDir: string): SavedLogin | null {
  try {
    return JSON.parse(fs.readFileSync(loginFile(dataDir), 'utf8')) as SavedLogin;
  } catch {
    return null;
  }
}

/** Everything inside the demo workspace, in order: each seed reads what the previous ones wrote. */
async function seedDemoContent(tx: Tx, workspaceId: string, userId: string, deps: DemoDeps, now = new Date()): Promise<void> {
  await seedDemoLines(tx, workspaceId);
  await seedDemoClients(tx, workspaceId);
  await seedDemoServices(tx, workspaceId);
  await seedDemoProposals(tx, workspaceId, userId, now);
  await signDemoProposal(tx, workspaceId, deps, now);
  await seedDemoPortal(tx, workspaceId, userId, deps.storage, now);
  await seedDemoPayments(tx, workspaceId, deps.storage, deps.appUrl, now);
  await seedDemoFeedback(tx, workspaceId, userId, now);
}

/**
 * The demo workspace (is_demo) a newcomer can sign in to. Created once; its password is random,
 * kept in the data folder so every start can print the same login.
 */
export async function seedDemoWorkspace(db: Db, dataDir: string, deps: DemoDeps) {
  const file = loginFile(dataDir);
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  const saved = readSavedLogin(dataDir);
  if (existing && saved) return { email: DEMO_EMAIL, password: saved.password, workspaceName: DEMO_WORKSPACE_NAME };
  const password = `demo-${newToken().slice(0, 12)}`;
  const passwordHash = await hashPassword(password);
  const workspaceId = await db.transaction(async (tx) => {
    if (existing) {
      // The data folder lost the saved password (e.g. a PostgreSQL database with a new DATA_DIR).
      await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
      return existing.currentWorkspaceId ?? undefined;
    }
    const [user] = await tx.insert(users).values({ name: DEMO_USER_NAME, email: DEMO_EMAIL, passwordHash, emailVerifiedAt: new Date() }).returning();
    const domain = await freeDomain(tx, 'estudio-demo');
    const workspace = await createWorkspaceWithOwner(tx, { ownerId: user!.id, name: DEMO_WORKSPACE_NAME, domain, isDemo: true, defaultCurrency: 'CLP', planId: DEMO_PLAN });
    await tx.update(workspaces).set({ businessSector: DEMO_BUSINESS_SECTOR }).where(eq(workspaces.id, workspace.id));
    await seedDemoContent(tx, workspace.id, user!.id, deps);
    return workspace.id;
  });
  fs.writeFileSync(file, JSON.stringify({ email: DEMO_EMAIL, password, workspaceId } satisfies SavedLogin), { mode: 0o600 });
  return { email: DEMO_EMAIL, password, workspaceName: DEMO_WORKSPACE_NAME };
}

/** The demo workspace and its owner: the one saved at seeding, else the demo login's own. */
async function findDemo(db: Db, dataDir: string): Promise<{ workspaceId: string; userId: string } | null> {
  const savedId = readSavedLogin(dataDir)?.workspaceId;
  const [row] = await db
    .select({ workspaceId: workspaces.id, userId: memberships.userId })
    .from(workspaces)
    .innerJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.role, 'owner')))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(workspaces.isDemo, true), savedId ? eq(workspaces.id, savedId) : eq(users.email, DEMO_EMAIL)))
    .limit(1);
  return row ?? null;
}

/**
 * Puts the demo workspace back to its seed (nightly job and `npm run demo:reset`): in one
 * transaction, deletes everything visitors added or changed inside it — proposals, portals,
 * signatures, clients, services, lines, comments, notifications, invitations, other members, its
 * kept emails — restores its name and look and the demo login (same email and password), and seeds
 * it again; then removes the files the old rows named (uploads, signature images). Returns null
 * when there is no demo workspace.
 */
export async function resetDemoWorkspace(db: Db, dataDir: string, deps: DemoDeps, now = new Date()): Promise<{ workspaceId: string; removedFiles: number } | null> {
  const demo = await findDemo(db, dataDir);
  if (!demo) return null;
  const { workspaceId, userId } = demo;
  const saved = readSavedLogin(dataDir);
  const passwordHash = saved ? await hashPassword(saved.password) : null;
  const oldKeys = await db.transaction(async (tx) => {
    // Everyone but the demo owner leaves (members) or goes (customers): their streams end at commit.
    const members = await tx.select({ userId: memberships.userId }).from(memberships).where(and(eq(memberships.workspaceId, workspaceId), ne(memberships.userId, userId)));
    await announceUsersSessions(tx, members.map((m) => m.userId));
    await announceWorkspaceCustomersSessions(tx, workspaceId);
    const files = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.workspaceId, workspaceId));
    const images = await tx.select({ key: signatures.imageKey }).from(signatures).where(eq(signatures.workspaceId, workspaceId));
    // Children first, so no delete waits on a cascade it could have done itself; portals before the proposals they came from.
    // How it gets paid (issue 31) goes too: charges, transfers, receipts (numbering restarts) and «Cobros».
    const children = [commentReactions, commentGuests, comments, customerNotifications, notifications, visitLogs, auditEvents, signatures, activities, stages, paymentTransfers, onlineCharges, receipts, receiptCounters, payments, projectServices, projectCustomers, uploads, bankAccounts, collectionSettings];
    for (const table of children) await tx.delete(table).where(eq(table.workspaceId, workspaceId));
    await tx.delete(projects).where(and(eq(projects.workspaceId, workspaceId), isNotNull(projects.proposalId)));
    for (const table of [projects, serviceLines, subservices, services, customers, companies, lines, teamInvitations, emailOutbox]) {
      await tx.delete(table).where(eq(table.workspaceId, workspaceId));
    }
    await tx.delete(memberships).where(and(eq(memberships.workspaceId, workspaceId), ne(memberships.userId, userId)));
    await tx
      .update(workspaces)
      .set({ name: DEMO_WORKSPACE_NAME, businessSector: DEMO_BUSINESS_SECTOR, logo: null, logoDark: null, primaryColor: '#1d4ed8', defaultCurrency: 'CLP', updatedAt: now })
      .where(eq(workspaces.id, workspaceId));
    await tx.update(subscriptions).set({ planId: DEMO_PLAN, status: 'active', source: 'operator' }).where(eq(subscriptions.workspaceId, workspaceId));
    await tx
      .update(users)
      .set({ name: DEMO_USER_NAME, email: DEMO_EMAIL, currentWorkspaceId: workspaceId, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, userId));
    await seedDemoContent(tx, workspaceId, userId, deps, now);
    return [...files, ...images].map((f) => f.key);
  });
  // The new seed wrote its files under new keys: the old ones are no longer named by any row.
  let removedFiles = 0;
  for (const key of oldKeys) {
    await deps.storage.remove(key).then(
      () => removedFiles++,
      () => {},
    );
  }
  return { workspaceId, removedFiles };
}
