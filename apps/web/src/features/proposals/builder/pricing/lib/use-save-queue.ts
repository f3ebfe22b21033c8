import { useCallback, useEffect, useRef, useState } from 'react';

/** `pending`: a change waits to be sent (the quiet delay), so nothing claims it is saved yet. */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

type Waiter = { resolve: () => void; reject: (error: unknown) => void };
type Entry<T> = { value: T; waiters: Waiter[] };

/**
 * Saves one value at a time, in order, never two requests racing: while a save is in flight only
 * the latest value waiting matters (each save sends the whole list), so an older waiting value is
 * replaced by a newer one (whoever awaited the older one now awaits the newer). `schedule` waits
 * `delay` ms of quiet first (typing); `saveNow` sends at once and resolves once saved. A value still
 * waiting when the component unmounts (or the page is hidden) is sent, so leaving the step never
 * loses the last change.
 */
export function useSaveQueue<T>(save: (value: T) => Promise<unknown>, delay = 600) {
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<unknown>(null);
  const saveRef = useRef(save);
  const waiting = useRef<Entry<T> | null>(null);
  const failed = useRef<T | null>(null);
  const running = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const run = useCallback(async () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (running.current) return;
    running.current = true;
    while (waiting.current) {
      const entry = waiting.current;
      waiting.current = null;
      if (mounted.current) setState('saving');
      try {
        await saveRef.current(entry.value);
        failed.current = null;
        if (mounted.current) setError(null);
        if (mounted.current && !waiting.current) setState('saved');
        entry.waiters.forEach((w) => w.resolve());
      } catch (reason) {
        failed.current = entry.value;
        if (mounted.current) setError(reason);
        if (mounted.current && !waiting.current) setState('error');
        entry.waiters.forEach((w) => w.reject(reason));
      }
    }
    running.current = false;
  }, []);

  const enqueue = useCallback((value: T, waiter?: Waiter) => {
    const waiters = [...(waiting.current?.waiters ?? []), ...(waiter ? [waiter] : [])];
    waiting.current = { value, waiters };
  }, []);

  const schedule = useCallback(
    (value: T, wait = delay) => {
      enqueue(value);
      window.clearTimeout(timer.current);
      if (!running.current) setState('pending');
      if (wait <= 0) void run();
      else timer.current = window.setTimeout(() => void run(), wait);
    },
    [delay, enqueue, run],
  );

  const saveNow = useCallback(
    (value: T) =>
      new Promise<void>((resolve, reject) => {
        enqueue(value, { resolve, reject });
        void run();
      }),
    [enqueue, run],
  );

  const retry = useCallback(() => {
    if (failed.current === null) return;
    if (!waiting.current) enqueue(failed.current);
    void run();
  }, [enqueue, run]);

  /** Forget a value that is waiting (e.g. it became invalid before it was sent). */
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const entry = waiting.current;
    waiting.current = null;
    if (!running.current) setState('idle');
    entry?.waiters.forEach((w) => w.reject(new Error('cancelled')));
  }, []);

  useEffect(() => {
    mounted.current = true;
    // Closing or reloading the tab does not unmount React: send what waits then too.
    const onHide = () => {
      if (waiting.current) void run();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [run]);

  return { state, error, schedule, saveNow, retry, cancel };
}
