import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, workspaces } from '../../db/schema/index.ts';
import { newToken } from '../../lib/crypto.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seedDemoClients } from './seed-demo-clients.ts';
import { seedDemoLines } from './seed-demo-lines.ts';
import { seedDemoPortal } from './seed-demo-portal.ts';
import { seedDemoProposals } from './seed-demo-proposals.ts';
import { seedDemoServices } from './seed-demo-services.ts';
import type { Storage } from '../uploads/storage.ts';
import { createWorkspaceWithOwner, freeDomain } from '../workspaces/workspaces.queries.ts';

export const DEMO_EMAIL = 'demo@trato.app';
const DEMO_WORKSPACE = 'Estudio Demo';

/**
 * The demo workspace (is_demo) a newcomer can sign in to. Created once; its password is random,
 * kept in the data folder so every start can print the same login. With storage, its portal has files.
 */
export async function seedDemoWorkspace(db: Db, dataDir: string, storage: Storage | null = null) {
  const file = path.join(dataDir, 'demo-login.json');
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  if (existing && fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { password: string };
    return { email: DEMO_EMAIL, password: saved.password, workspaceName: DEMO_WORKSPACE };
  }
  const password = `demo-${newToken().slice(0, 12)}`;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (existing) {
      // The data folder lost the saved password (e.g. a PostgreSQL database with a new DATA_DIR).
      await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
      return;
    }
    const [user] = await tx
      .insert(users)
      .values({ name: 'Demo Trato', email: DEMO_EMAIL, passwordHash, emailVerifiedAt: new Date() })
      .returning();
    const domain = await freeDomain(tx, 'estudio-demo');
    const workspace = await createWorkspaceWithOwner(tx, { ownerId: user!.id, name: DEMO_WORKSPACE, domain, isDemo: true, defaultCurrency: 'CLP' });
    await tx.update(workspaces).set({ businessSector: 'Agencia de marketing digital' }).where(eq(workspaces.id, workspace.id));
    await seedDemoLines(tx, workspace.id);
    await seedDemoClients(tx, workspace.id);
    await seedDemoServices(tx, workspace.id);
    await seedDemoProposals(tx, workspace.id, user!.id);
    await seedDemoPortal(tx, workspace.id, user!.id, storage);
  });
  fs.writeFileSync(file, JSON.stringify({ email: DEMO_EMAIL, password }), { mode: 0o600 });
  return { email: DEMO_EMAIL, password, workspaceName: DEMO_WORKSPACE };
}
