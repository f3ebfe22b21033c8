import { useEffect, useState } from 'react';
import { isLoadingBarVisible, loadingBarProgress } from '../lib/loading-bar-progress.ts';

export type BarState = { visible: boolean; progress: number };

const HIDDEN: BarState = { visible: false, progress: 0 };
const TICK_MS = 100;
const FINISH_MS = 250;

/**
 * Turns "something is loading" into the bar's state: nothing for 200 ms, then a creeping progress;
 * when the work ends a visible bar jumps to 100 % and fades out.
 */
export function useBusyTimer(busy: boolean): BarState {
  const [bar, setBar] = useState<BarState>(HIDDEN);

  useEffect(() => {
    if (!busy) return;
    const started = performance.now();
    const id = window.setInterval(() => {
      const elapsed = performance.now() - started;
      if (isLoadingBarVisible(elapsed)) setBar({ visible: true, progress: loadingBarProgress(elapsed) });
    }, TICK_MS);
    return () => {
      window.clearInterval(id);
      setBar((current) => (current.visible ? { visible: true, progress: 100 } : HIDDEN));
    };
  }, [busy]);

  useEffect(() => {
    if (busy || bar.progress !== 100) return;
    const id = window.setTimeout(() => setBar(HIDDEN), FINISH_MS);
    return () => window.clearTimeout(id);
  }, [busy, bar.progress]);

  return bar;
}
