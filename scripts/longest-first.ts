import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A run of files two (or four) at a time ends when the last file does: a long file started last
 * leaves the other workers idle for most of it. Vitest orders by the durations of its previous run,
 * but CI starts from a clean clone with no such record and falls back to file size, which put long
 * files among the last. This orders by each file's seconds in a JSON file (a CI run's figures, keyed
 * as `keyOf` says), longest first: the shortest files fill the end. A file not listed goes first, as
 * vitest does with unknown files. Used by the journeys (e2e/file-seconds.json, decision 0055). Tried
 * on the unit and API suites too and dropped: their longest files all spawn servers, and started
 * together they slowed each other (519 s against 498 s by file size, CI 2026-11-29).
 */
export function longestFirst(secondsFile: URL, keyOf: (moduleId: string) => string): typeof BaseSequencer {
  const seconds: Record<string, number> = JSON.parse(fs.readFileSync(secondsFile, 'utf8'));
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const weight = (spec: TestSpecification) => seconds[keyOf(spec.moduleId)] ?? 1e9;
      return [...files].sort((a, b) => weight(b) - weight(a));
    }
  };
}
