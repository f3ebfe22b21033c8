import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Storage } from './modules/uploads/storage.ts';

/** What the app is built from; tests build it from their own database, storage and mail sink. */
export type AppDeps = {
  config: AppConfig & { appSecret: string };
  database: Database;
  storage: Storage;
  /** Asks the outbox job to run now (after a request wrote an email). */
  nudgeOutbox: () => void;
  /** The clock of calendar-day rules (payments' "today", reminders); tests freeze it. Default: real time. */
  clock?: () => Date;
};
