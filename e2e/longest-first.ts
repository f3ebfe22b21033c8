import path from 'node:path';
import { longestFirst } from '../scripts/longest-first.ts';

/** Journeys longest first, by their seconds in e2e/file-seconds.json (a CI run's figures, by file name). */
export const LongestFirst = longestFirst(new URL('./file-seconds.json', import.meta.url), (id) => path.basename(id));
