import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { LayersIcon } from '../components/icons.tsx';
import { portalPaths } from '../lib/paths.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from './portal-view.ts';

/**
 * 'Más Portales' (SPEC §2.2): the customer's other portals. Choosing one goes to /c/project/{id},
 * whose layout reloads the list and the project (SPEC §4).
 */
export function MorePortals({ className }: { className?: string }) {
  const { projects, project, readOnly } = usePortalView();
  if (readOnly) return null;
  const others = projects.filter((p) => p.id !== project.id);
  return (
    <section aria-labelledby="more-portals" className={cn('space-y-2', className)}>
      <h2 id="more-portals" className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {M.morePortals}
      </h2>
      {others.length === 0 ? (
        <p className="px-3 text-sm text-muted-foreground">{M.morePortalsEmpty}</p>
      ) : (
        <ul className="space-y-1">
          {others.map((p) => (
            <li key={p.id}>
              <Link
                to={portalPaths.project(p.id)}
                className="flex min-h-10 items-center gap-3 rounded-xl px-3 py-2 text-sm text-foreground/80 hover:bg-surface-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {p.client?.logo ? (
                  <img src={p.client.logo} alt="" className="size-6 shrink-0 rounded-md object-cover" />
                ) : (
                  <LayersIcon className="size-4.5 shrink-0" />
                )}
                <span className="truncate">{p.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
