import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Row-level security on PostgreSQL (migration 0014, docs/decisions/0053): the server works as the
 * non-owner role `trato_app`, and every connection, before it runs anything for a request, carries
 * the workspace that request acts in (`trato.workspace_id`); the tables' policies then show and
 * accept only that workspace's rows, whatever a query's own filter says. '*' is the system scope:
 * sign-in, public links, jobs and the superadmin area, which read across workspaces on purpose.
 */
export const SYSTEM_SCOPE = '*';
export const APP_ROLE = 'trato_app';

/** One per request (made in an onRequest hook); authentication narrows it to the caller's workspace. */
type Scope = { workspaceId: string };
const scopes = new AsyncLocalStorage<Scope>();

/** Runs `fn` (a request, from its onRequest hook) in a scope of its own, system until narrowed. */
export function runInOwnScope(fn: () => void): void {
  scopes.run({ workspaceId: SYSTEM_SCOPE }, fn);
}

/**
 * Narrows the current request to one workspace: every statement it runs from here on, including
 * work it starts and does not wait for, sees that workspace's rows alone. Outside a request scope
 * (scripts, tests calling query functions directly) it does nothing.
 */
export function enterWorkspace(workspaceId: string): void {
  const scope = scopes.getStore();
  if (scope) scope.workspaceId = workspaceId;
}

/** Runs `fn` across workspaces whatever request started it: background jobs nudged by a request. */
export function runAsSystem<T>(fn: () => T): T {
  return scopes.run({ workspaceId: SYSTEM_SCOPE }, fn);
}

/**
 * Any scope will do for `fn`: it reads no guarded table but through functions that run as their
 * owner (the staff session lookup). The connection keeps whatever workspace it carries, so a request
 * does not pay for a change of scope before it knows its workspace and another one after.
 */
export function inAnyScope<T>(fn: () => T): T {
  return scopes.run({ workspaceId: ANY_SCOPE }, fn);
}
const ANY_SCOPE = '(any)';

export function currentScope(): string {
  return scopes.getStore()?.workspaceId ?? SYSTEM_SCOPE;
}

/** What each pooled connection was last set to, so a statement only pays for a change. */
const connectionState = new WeakMap<pg.PoolClient, { appRole: boolean; scope: string }>();

/**
 * A pg.Pool stand-in for drizzle (its name must contain "Pool": drizzle takes a connection of its own
 * for a transaction only from a pool). Each checkout first sets the connection's role (once) and the
 * request's workspace, in one statement when either differs from what the connection carries.
 */
export class ScopedPool {
  /** Whether connections switch to `trato_app` (set once at start when this server may, see useAppRole). */
  appRole = false;

  constructor(private readonly pool: pg.Pool) {}

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    try {
      await this.scope(client);
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    return client;
  }

  async query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.connect();
    try {
      return await client.query(config as pg.QueryConfig, values);
    } finally {
      client.release();
    }
  }

  private async scope(client: pg.PoolClient): Promise<void> {
    const had = connectionState.get(client);
    // A fresh connection asked for any scope gets none at all: it sees no tenant row (fails closed).
    const wanted = currentScope() === ANY_SCOPE ? (had?.scope ?? '') : currentScope();
    if (had && had.scope === wanted && had.appRole === this.appRole) return;
    // set_config(…, false): for the connection's session, until a later checkout sets it again;
    // never changed inside a transaction, so no rollback can undo it behind this map's back.
    if (this.appRole && !had?.appRole) {
      await client.query(`select set_config('role', '${APP_ROLE}', false), set_config('trato.workspace_id', $1, false)`, [wanted]);
    } else {
      await client.query(`select set_config('trato.workspace_id', $1, false)`, [wanted]);
    }
    connectionState.set(client, { appRole: this.appRole, scope: wanted });
  }
}

/**
 * Turns the app role on when this server's user may take it (the migration creates trato_app when
 * it can); otherwise row-level security stays off and the caller says so. Tried for real, in a
 * transaction rolled back, rather than read from the catalogue: on PostgreSQL 16 a role's creator
 * may administer it without being allowed to SET it. Call after migrating: that needs the owner.
 */
export async function useAppRole(pool: pg.Pool, scoped: ScopedPool): Promise<boolean> {
  const client = await pool.connect();
  let may = false;
  try {
    await client.query('begin');
    await client.query(`set local role ${APP_ROLE}`);
    may = true;
  } catch {
    // No such role, or this user may not take it: may stays false.
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
  scoped.appRole = may;
  return may;
}
