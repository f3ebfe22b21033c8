import { readString, STORAGE_KEYS, writeString } from '../../../lib/storage.ts';

/**
 * After a deploy, an old page may ask for a code chunk that no longer exists. Reloading fetches the
 * new build; the timestamp in sessionStorage keeps it to once a minute so a real outage can't loop.
 */
export const CHUNK_RELOAD_INTERVAL = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}

/** True when no reload happened in the last minute (or the stored value is unreadable). */
export function canReloadForChunk(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL || now < lastReloadAt;
}

export function lastChunkReload(): number | null {
  const raw = readString(STORAGE_KEYS.chunkReloadAt, 'session');
  if (raw === null) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** Reloads once for a chunk-load error; returns whether it did. */
export function reloadForChunkError(error: unknown, reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  if (!isChunkLoadError(error) || !canReloadForChunk(now, lastChunkReload())) return false;
  writeString(STORAGE_KEYS.chunkReloadAt, String(now), 'session');
  reload();
  return true;
}

/** Vite reports a failed preload of a lazy chunk (e.g. an old tab after a deploy): reload for it. Both entries call this. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadForChunkError(payload ?? new Error('Failed to fetch dynamically imported module'))) event.preventDefault();
  });
}
