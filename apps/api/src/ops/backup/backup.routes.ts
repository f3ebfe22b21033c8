import { createHmac, timingSafeEqual, createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { DumpsItself } from './sql-dump.ts';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@trato/domain/errors';
import type { AppDeps } from '../../app-deps.ts';
import { writeBackup } from './backup.ts';

/**
 * The operator's key for a running server: derived from the app secret, which only whoever can
 * read the data folder (secret.key) or the server's environment (APP_SECRET) knows.
 */
export function operatorKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('trato:operator:backup').digest('base64url');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * POST /api/ops/backup (docs/decisions/0022): the running server writes the archive to the
 * response, so `npm run backup` works while it holds the PGlite folder. Without the operator key,
 * or with a wrong one, the API's ordinary 404.
 */
export async function backupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const expected = digest(`Bearer ${operatorKey(deps.config.appSecret)}`);
  app.post('/ops/backup', { schema: { hide: true } }, async (req, reply) => {
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    const { database, storage, config } = deps;
    const source =
      database.kind === 'pglite'
        ? { kind: 'pglite' as const, pg: (database.db as unknown as { $client: PGlite | DumpsItself }).$client }
        : { kind: 'postgres' as const, url: config.databaseUrl! };
    const body = new PassThrough();
    writeBackup({ source, db: database.db, storage, storageDriver: config.storage.driver }, body).catch((err: unknown) => {
      req.log.error({ err }, 'backup failed');
      body.destroy(err as Error);
    });
    return reply.type('application/gzip').header('cache-control', 'no-store').send(body);
  });
}
