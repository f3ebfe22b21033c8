import type { Db } from '../src/db/client.ts';
import { createOwner, type Owner } from './factories.ts';

/**
 * Two workspaces, each with its own signed-in owner. Every endpoint's cross-tenant test creates a
 * resource as `a` and asserts that `b` gets 404 (or 403) and learns nothing about it.
 */
export async function twoWorkspaces(db: Db): Promise<{ a: Owner; b: Owner }> {
  const a = await createOwner(db, { workspace: { name: `Agencia A ${Math.random().toString(36).slice(2, 8)}` } });
  const b = await createOwner(db, { workspace: { name: `Agencia B ${Math.random().toString(36).slice(2, 8)}` } });
  return { a, b };
}

/** Asserts a response leaks nothing of another tenant: no id, name or email of theirs in the body. */
export function leaksNothing(body: string, secrets: string[]): boolean {
  return secrets.every((s) => !body.includes(s));
}
