import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys run two at a time (decision 0055), so the run ends when the last file does: a long file
 * started last leaves the other worker idle for most of it. Vitest orders by the durations of its
 * previous run, but CI starts from a clean clone with no such record and falls back to file size, which
 * put the 82 s accessibility scan (a small file) among the last and cost ~40 s of one idle worker.
 * This orders by each file's seconds in e2e/file-seconds.json (a CI run's figures; a file not listed
 * goes first, as vitest does with unknown files), longest first: the shortest files fill the end.
 */
const seconds: Record<string, number> = JSON.parse(fs.readFileSync(new URL('./file-seconds.json', import.meta.url), 'utf8'));

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (spec: TestSpecification) => seconds[path.basename(spec.moduleId)] ?? 1e9;
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}
