/**
 * Reads the editor's blocks whenever they change and hands over the latest reading that differs
 * from the last one handed over. One read at a time; a change during a read asks for one more.
 *
 * A read can fail: Editor.js's `save()` answers nothing (undefined) when any block's tool cannot be
 * saved at that instant (a block half-way through being replaced). Before, such a failure ended the
 * loop and also forgot a change that arrived meanwhile: if that was the person's last change, the
 * blocks it made were never handed to the autosave, so the server kept a version without them and
 * a reload lost them. Now a failed read is tried again after `retryMs` until one succeeds.
 */
export type LatestRead = {
  /** Something changed: read now (or once the read in progress is over). */
  changed: () => void;
  /** No more reads or handovers (the editor is being destroyed). */
  stop: () => void;
};

export function latestRead<T>(options: {
  read: () => Promise<T | undefined>;
  /** Whether two readings hold the same blocks (then nothing is handed over). */
  key: (value: T) => string;
  initialKey: string;
  deliver: (value: T) => void;
  retryMs?: number;
}): LatestRead {
  const { read, key, deliver, retryMs = 100 } = options;
  let last = options.initialKey;
  let alive = true;
  let reading = false;
  let again = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const readOnce = async (): Promise<boolean> => {
    try {
      const value = await read();
      if (value === undefined) return false;
      const k = key(value);
      if (alive && k !== last) {
        last = k;
        deliver(value);
      }
      return true;
    } catch {
      return false;
    }
  };

  const changed = async () => {
    if (!alive) return;
    if (reading) {
      again = true;
      return;
    }
    clearTimeout(retry);
    reading = true;
    let ok: boolean;
    do {
      again = false;
      ok = await readOnce();
    } while (alive && ok && again);
    reading = false;
    // A failed read (with or without a change meanwhile) is tried again: the blocks it could not
    // read are still unsaved.
    if (alive && !ok) retry = setTimeout(() => void changed(), retryMs);
  };

  return {
    changed: () => void changed(),
    stop: () => {
      alive = false;
      clearTimeout(retry);
    },
  };
}
