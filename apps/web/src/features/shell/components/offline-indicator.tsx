import { WifiOff } from 'lucide-react';
import { useOnline } from '../hooks/use-online.ts';
import { SHELL_MESSAGES as M } from '../messages.ts';

/** A banner while the browser is offline. */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex justify-center px-4">
      {!online && (
        <p className="animate-fade-in pointer-events-auto flex max-w-lg items-center gap-2.5 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {M.offline}
        </p>
      )}
    </div>
  );
}
