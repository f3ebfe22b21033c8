import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase as emptyDatabaseWith, migrationsUpTo } from '../../test/migrations.ts';
import { MIGRATIONS_DIR } from './client.ts';

/**
 * Migration 0006 moves data (decision 0011): guest comment tokens become comment guests, reactions
 * keyed by a typed email move to a token or become untoggleable, and every open customer link and
 * session from before (when signing handed out the contact's link) is ended. Run against a database
 * migrated to 0005 with rows as the old code wrote them, on PGlite or on TEST_DATABASE_URL.
 */

const BEFORE = '0005_signing_comments_visits';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const emptyDatabase = () => emptyDatabaseWith(cleanups);

describe('migration 0006 (signer sessions, comment guests)', () => {
  // A database migrated from nothing, in two steps: slow on a busy machine, so more time than the default.
  it('turns old guest tokens into guests, moves email-keyed reactions to a token or freezes them, ends old links and sessions', { timeout: 120_000 }, async () => {
    const { database, migrateFrom } = await emptyDatabase();
    const old = migrationsUpTo(BEFORE);
    cleanups.push(async () => fs.rmSync(old, { recursive: true, force: true }));
    await migrateFrom(old);
    const { db } = database;
    const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };

    // As the old code left things: two guests on one proposal (Ana with one token over two comments,
    // Luis), reactions keyed by email (Ana's, and one by someone who never commented), a customer's
    // link and session.
    await db.execute(sql`insert into workspaces (id, name, domain) values ('00000000-0000-4000-8000-000000000001', 'Estudio', 'estudio')`);
    await db.execute(sql`insert into companies (id, workspace_id, name) values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Panadería')`);
    await db.execute(sql`insert into customers (id, workspace_id, company_id, name, email, is_contact)
      values ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'Marta', 'marta@panaderia.cl', true)`);
    await db.execute(sql`insert into projects (id, workspace_id, company_id, type, status, name, slug, currency_code)
      values ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'proposal', 'SENT', 'Marca', 'slug-de-prueba-0006', 'CLP')`);
    const comment = (id: string, name: string, email: string, hash: string, at: string) =>
      db.execute(sql`insert into comments (id, workspace_id, project_id, origin, author_name, author_email, body, author_secret_hash, created_at)
        values (${id}, '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', 'public', ${name}, ${email}, 'Hola', ${hash}, ${at})`);
    await comment('00000000-0000-4000-8000-000000000011', 'Ana', 'ana@ejemplo.cl', 'hash-ana', '2026-01-01T10:00:00Z');
    await comment('00000000-0000-4000-8000-000000000012', 'Ana', 'ana@ejemplo.cl', 'hash-ana', '2026-01-01T11:00:00Z');
    await comment('00000000-0000-4000-8000-000000000013', 'Luis', 'luis@ejemplo.cl', 'hash-luis', '2026-01-01T12:00:00Z');
    const react = (id: string, reactor: string, emoji: string) =>
      db.execute(sql`insert into comment_reactions (id, workspace_id, comment_id, reactor, reactor_name, emoji)
        values (${id}, '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000013', ${reactor}, 'x', ${emoji})`);
    await react('00000000-0000-4000-8000-000000000021', 'guest:ana@ejemplo.cl', '👍');
    await react('00000000-0000-4000-8000-000000000022', 'guest:nadie@ejemplo.cl', '👍');
    await react('00000000-0000-4000-8000-000000000023', 'customer:00000000-0000-4000-8000-000000000003', '👍');
    await db.execute(sql`insert into customer_login_links (customer_id, token_hash, expires_at)
      values ('00000000-0000-4000-8000-000000000003', 'link-hash', now() + interval '10 minutes')`);
    await db.execute(sql`insert into customer_access_tokens (customer_id, token_hash, strategy, expires_at)
      values ('00000000-0000-4000-8000-000000000003', 'session-hash', 'magic-link', now() + interval '30 days')`);

    await migrateFrom(MIGRATIONS_DIR);

    const guests = (await rows<{ id: string; name: string; email: string; secret_hash: string }>(sql`select id, name, email, secret_hash from comment_guests order by name`)).rows;
    expect(guests.map((g) => [g.name, g.email, g.secret_hash])).toEqual([
      ['Ana', 'ana@ejemplo.cl', 'hash-ana'],
      ['Luis', 'luis@ejemplo.cl', 'hash-luis'],
    ]);
    const reactions = (await rows<{ id: string; reactor: string }>(sql`select id, reactor from comment_reactions order by id`)).rows;
    expect(reactions.map((r) => r.reactor)).toEqual([
      `guest:${guests[0]!.id}`,
      'guest-legacy:00000000-0000-4000-8000-000000000022',
      'customer:00000000-0000-4000-8000-000000000003',
    ]);
    const [link] = (await rows<{ used_at: unknown; kind: string }>(sql`select used_at, kind from customer_login_links`)).rows;
    expect(link).toMatchObject({ kind: 'email', used_at: expect.anything() });
    const [session] = (await rows<{ revoked_at: unknown; project_id: unknown }>(sql`select revoked_at, project_id from customer_access_tokens`)).rows;
    expect(session).toMatchObject({ revoked_at: expect.anything(), project_id: null });
    const [customer] = (await rows<{ email_verified_at: unknown }>(sql`select email_verified_at from customers`)).rows;
    expect(customer!.email_verified_at).toBeNull();
  });
});
