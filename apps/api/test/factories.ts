import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { issueAccessToken } from '../src/modules/auth/tokens.ts';
import { createWorkspaceWithOwner, freeDomain } from '../src/modules/workspaces/workspaces.queries.ts';
import { workspaceDomain } from '@trato/domain/workspace/schemas';
import { eq } from 'drizzle-orm';
import { memberships, workspaces } from '../src/db/schema/index.ts';

export const DEFAULT_PASSWORD = 'caballo-bateria-grapa-42';
const unique = () => randomBytes(4).toString('hex');

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string | null };

/**
 * argon2id is deliberately slow; users with the same password share one hash per test process
 * (a valid hash verifies whichever row holds it), so factories cost one hash per distinct password.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
}

/** A verified user with a password unless overridden. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Ana Pérez',
      email: `ana.${unique()}@ejemplo.test`,
      passwordHash: password ? await hashOnce(password) : null,
      emailVerifiedAt: new Date(),
      ...rest,
    })
    .returning();
  return { ...user!, password };
}

export async function createWorkspace(db: Db, ownerId: string, overrides: { name?: string; defaultCurrency?: string | null; isDemo?: boolean } = {}) {
  const name = overrides.name ?? `Estudio ${unique()}`;
  return db.transaction(async (tx) =>
    createWorkspaceWithOwner(tx, {
      ownerId,
      name,
      domain: await freeDomain(tx, workspaceDomain(name)),
      defaultCurrency: overrides.defaultCurrency === undefined ? 'CLP' : overrides.defaultCurrency,
      isDemo: overrides.isDemo,
    }),
  );
}

export async function tokenFor(db: Db, userId: string): Promise<string> {
  return (await issueAccessToken(db, userId, 30)).token;
}

/** A signed-in owner of a fully set-up workspace: what most endpoint tests start from. */
export async function createOwner(db: Db, overrides: { user?: UserOverrides; workspace?: Parameters<typeof createWorkspace>[2] } = {}) {
  const user = await createUser(db, overrides.user);
  const workspace = await createWorkspace(db, user.id, overrides.workspace);
  const token = await tokenFor(db, user.id);
  return { user, workspace, token, headers: { authorization: `Bearer ${token}` } };
}
export type Owner = Awaited<ReturnType<typeof createOwner>>;

/** Adds a user to a workspace with a role, signed in. */
export async function createMember(db: Db, workspaceId: string, role: 'admin' | 'member', overrides: UserOverrides = {}) {
  const user = await createUser(db, overrides);
  await db.insert(memberships).values({ workspaceId, userId: user.id, role });
  await db.update(users).set({ currentWorkspaceId: workspaceId }).where(eq(users.id, user.id));
  const token = await tokenFor(db, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export async function getWorkspace(db: Db, id: string) {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
  return row!;
}
