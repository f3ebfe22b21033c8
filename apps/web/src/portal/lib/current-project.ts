import { readString, writeString } from '../../lib/storage.ts';

/**
 * The portal the customer is looking at: /c/project/{id} chooses it, and the pages without an id in
 * their path (/c/files, /c/payments…) show that one. Remembered per browser so a reload or an
 * emailed /c/files link opens the same portal.
 */
const CURRENT_PROJECT_KEY = 'trato.customerProject';

export function storedProjectId(): string | null {
  return readString(CURRENT_PROJECT_KEY);
}

export function rememberProjectId(id: string): void {
  writeString(CURRENT_PROJECT_KEY, id);
}
