import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canReloadForChunk, CHUNK_RELOAD_INTERVAL, isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x/assets/page-abc.js');

describe('chunk reload throttle', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises dynamic-import failures from each browser', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('allows one reload a minute', () => {
    expect(canReloadForChunk(1000, null)).toBe(true);
    expect(canReloadForChunk(1000 + CHUNK_RELOAD_INTERVAL - 1, 1000)).toBe(false);
    expect(canReloadForChunk(1000 + CHUNK_RELOAD_INTERVAL, 1000)).toBe(true);
    // A clock that went backwards must not block reloads forever.
    expect(canReloadForChunk(500, 1000)).toBe(true);
  });

  it('reloads on the first failure, not on a second one within the minute', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, reload, 10_000)).toBe(true);
    expect(reloadForChunkError(chunkError, reload, 20_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(chunkError, reload, 10_000 + CHUNK_RELOAD_INTERVAL)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors and unreadable timestamps', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), reload)).toBe(false);
    sessionStorage.setItem('trato.chunkReloadAt', 'garbage');
    expect(reloadForChunkError(chunkError, reload, 5)).toBe(true);
  });
});
