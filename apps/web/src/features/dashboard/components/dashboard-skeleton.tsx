import { DASHBOARD_UI as M } from '../messages.ts';

const block = 'animate-pulse rounded-2xl bg-surface-muted';

/** The dashboard's shape while its figures load (no layout jump when they arrive). */
export function DashboardSkeleton() {
  return (
    <div className="space-y-8" aria-busy="true" aria-label={M.loading}>
      <div className="space-y-3">
        {[0, 1].map((row) => (
          <div key={row} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={`${block} h-24`} />
            ))}
          </div>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${block} h-56`} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={`${block} h-64`} />
        <div className={`${block} h-64`} />
      </div>
    </div>
  );
}
