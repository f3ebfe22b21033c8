import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useBusyTimer } from '../hooks/use-busy-timer.ts';
import { SHELL_MESSAGES as M } from '../messages.ts';

/** A thin bar at the top while the router navigates or TanStack Query fetches. */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const { visible, progress } = useBusyTimer(navigation.state !== 'idle' || fetching > 0);

  return (
    <div
      role="progressbar"
      aria-label={M.loading}
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] transition-opacity duration-300', visible ? 'opacity-100' : 'opacity-0')}
    >
      <div
        className="h-full bg-primary shadow-[0_0_8px_var(--primary)] transition-[width] duration-200 ease-out"
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
