import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves one value at a time, in order, never two requests racing: while a save is in flight only
 * the latest value waiting matters (each save sends the whole list), so older waiting values are
 * dropped. `schedule` waits `delay` ms of quiet first (typing); `flush` sends at once, and runs on
 * unmount so leaving the step never loses the last change.
 */
export function useSaveQueue<T>(save: (value: T) => Promise<unknown>, delay = 600) {
  const [state, setState] = useState<SaveState>('idle');
  const saveRef = useRef(save);
  const waiting = useRef<{ value: T } | null>(null);
  const failed = useRef<{ value: T } | null>(null);
  const running = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (waiting.current) {
      const { value } = waiting.current;
      waiting.current = null;
      if (mounted.current) setState('saving');
      try {
        await saveRef.current(value);
        failed.current = null;
        if (mounted.current && !waiting.current) setState('saved');
      } catch {
        failed.current = { value };
        if (mounted.current && !waiting.current) setState('error');
      }
    }
    running.current = false;
  }, []);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (waiting.current) void run();
  }, [run]);

  const schedule = useCallback(
    (value: T, wait = delay) => {
      waiting.current = { value };
      window.clearTimeout(timer.current);
      if (wait <= 0) void run();
      else timer.current = window.setTimeout(() => void run(), wait);
    },
    [delay, run],
  );

  const retry = useCallback(() => {
    if (!failed.current) return;
    waiting.current = waiting.current ?? failed.current;
    void run();
  }, [run]);

  /** Forget a value that is waiting (e.g. it became invalid before it was sent). */
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    waiting.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
      if (waiting.current) void run();
    };
  }, [run]);

  return { state, schedule, flush, retry, cancel };
}
