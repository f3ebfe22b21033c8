import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../lib/next-task.ts';

/**
 * Renders its children in a task after the page's first paint: a part below the fold (a proposal's
 * comments and visits) then no longer lengthens the task that draws what the person sees first
 * (issue 33: on a phone, one long task blocks the first tap). Last on its page, so nothing above it moves.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const frame = requestAnimationFrame(() => void nextTask().then(() => live && setReady(true)));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, []);
  return ready ? children : null;
}
