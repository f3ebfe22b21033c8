import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SUPERADMIN_MESSAGES, type Diagnostics, type DiagnosticsJob, type StorageCheck, type StorageCheckStep, type TestEmail } from '@trato/domain/superadmin/superadmin';
import type { AppConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import type { Storage } from '../uploads/storage.ts';

const ROOT_PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../package.json');

/** The version in the root package.json (read once). */
let version: string | null = null;
function appVersion(): string {
  if (version === null) {
    try {
      version = String((JSON.parse(fs.readFileSync(ROOT_PACKAGE, 'utf8')) as { version?: unknown }).version ?? '0.0.0');
    } catch {
      version = '0.0.0';
    }
  }
  return version;
}

type JournalEntry = { when: number; tag: string };
/** The migrations this build knows (drizzle's journal), to name the last one the database applied. */
function journal(): JournalEntry[] {
  try {
    return (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
  } catch {
    return [];
  }
}

const iso = (d: unknown): string | null => (d === null || d === undefined ? null : new Date(d as string).toISOString());

type Row = { migrated_at: string | number | null; applied: number; pending: number; failed: number; oldest_pending: unknown; jobs: unknown };

/** GET /v1/superadmin/diagnostics in one statement: migration level, outbox backlog and job runs. */
export async function diagnostics(database: Database, config: AppConfig): Promise<Diagnostics> {
  const result = (await database.db.execute(sql`
    select
      (select max(created_at)::text from drizzle.__drizzle_migrations) as migrated_at,
      (select count(*)::int from drizzle.__drizzle_migrations) as applied,
      (select count(*)::int from email_outbox where status = 'pending') as pending,
      (select count(*)::int from email_outbox where status = 'failed') as failed,
      (select min(created_at) from email_outbox where status = 'pending') as oldest_pending,
      (select coalesce(json_agg(json_build_object(
          'name', name, 'last_started_at', last_started_at, 'last_finished_at', last_finished_at,
          'last_error', last_error, 'next_run_at', next_run_at) order by name), '[]'::json) from jobs) as jobs
  `)) as unknown as { rows: Row[] };
  const row = result.rows[0]!;
  const known = journal();
  const when = row.migrated_at === null ? null : Number(row.migrated_at);
  const tag = when === null ? null : (known.find((e) => e.when === when)?.tag ?? `desconocida (${when})`);
  const jobsValue = typeof row.jobs === 'string' ? (JSON.parse(row.jobs) as DiagnosticsJob[]) : (row.jobs as DiagnosticsJob[]);
  const oldest = iso(row.oldest_pending);
  return {
    version: appVersion(),
    database: { kind: database.kind, migration: tag, applied: Number(row.applied), known: known.length },
    storage: { driver: config.storage.driver },
    mail: { smtp: config.mail.smtpUrl !== null },
    outbox: { pending: Number(row.pending), failed: Number(row.failed), oldest_pending_seconds: oldest ? Math.max(0, Math.round((Date.now() - Date.parse(oldest)) / 1000)) : null },
    jobs: jobsValue.map((j) => ({ name: j.name, last_started_at: iso(j.last_started_at), last_finished_at: iso(j.last_finished_at), last_error: j.last_error, next_run_at: iso(j.next_run_at) })),
  };
}

async function timed(step: StorageCheckStep['step'], fn: () => Promise<void>): Promise<StorageCheckStep> {
  const start = performance.now();
  try {
    await fn();
    return { step, ok: true, ms: Math.round(performance.now() - start), error: null };
  } catch (err) {
    return { step, ok: false, ms: Math.round(performance.now() - start), error: err instanceof Error ? err.message.slice(0, 300) : String(err) };
  }
}

/** Writes, reads back and deletes a small file through the configured storage; each step timed. */
export async function checkStorage(storage: Storage, driver: 'local' | 's3'): Promise<StorageCheck> {
  const key = `diagnostics/${randomBytes(18).toString('base64url')}.txt`;
  const bytes = Buffer.from(`Prueba de almacenamiento de Trato ${new Date().toISOString()}\n`);
  const steps: StorageCheckStep[] = [];
  steps.push(await timed('write', () => storage.put(key, bytes, 'text/plain')));
  if (steps[0]!.ok) {
    steps.push(
      await timed('read', async () => {
        const back = await storage.get(key);
        if (!back) throw new Error('El archivo escrito no se pudo leer.');
        if (!back.equals(bytes)) throw new Error('El archivo leído no coincide con el escrito.');
      }),
    );
    steps.push(
      await timed('delete', async () => {
        await storage.remove(key);
        if (await storage.get(key)) throw new Error('El archivo sigue ahí después de borrarlo.');
      }),
    );
  }
  return { ok: steps.length === 3 && steps.every((s) => s.ok), driver, steps };
}

/** A test email to the superadmin's own address, through the outbox like every other email. */
export async function queueTestEmail(db: Db, ctx: UserContext, appUrl: string, nudge: () => void): Promise<TestEmail> {
  const when = new Date().toLocaleString('es', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });
  const text = `Hola ${ctx.user.name},\n\nEste es un correo de prueba enviado desde la página de diagnóstico de Trato (${appUrl}/tests) el ${when} UTC.\n\nSi lo recibes, el envío de correos de la instancia funciona.`;
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#0f172a"><h1 style="font-size:20px">Correo de prueba de Trato</h1>${text
    .split('\n\n')
    .map((p) => `<p>${p.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
    .join('')}</body></html>`;
  const [row] = await db
    .insert(emailOutbox)
    .values({ kind: 'diagnostics_test', to: ctx.user.email, subject: 'Correo de prueba de Trato', text, html, workspaceId: null })
    .returning({ id: emailOutbox.id });
  nudge();
  return { outbox_id: row!.id, to: ctx.user.email, message: SUPERADMIN_MESSAGES.testEmailQueued(ctx.user.email) };
}
