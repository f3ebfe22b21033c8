import path from 'node:path';
import type { TestApp } from '../../../test/app.ts';
import { localStorage } from '../uploads/storage.ts';
import type { DemoDeps } from './seed-demo.ts';

/** The demo seed's files and links in a test app: its own uploads folder and APP_URL (not a test file itself). */
export const demoDeps = (t: TestApp): DemoDeps => ({ storage: localStorage(path.join(t.dataDir, 'uploads')), appUrl: 'http://trato.test' });
