import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/client.ts';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** The newest committed migration and how many there are: what a fully migrated database reports. */
export const LATEST_MIGRATION = { tag: journal.entries[journal.entries.length - 1]!.tag, count: journal.entries.length };
