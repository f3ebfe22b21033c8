import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useBreadcrumbItems } from '../../../lib/breadcrumbs.ts';
import { cn } from '../../../lib/cn.ts';
import { LineBreadcrumb } from '../../lines/components/line-breadcrumb.tsx';
import { SHELL_MESSAGES as M } from '../messages.ts';

/** The header trail from session storage; the last item is the current page. */
export function Breadcrumbs() {
  const items = useBreadcrumbItems();
  if (!items.length) return null;

  return (
    <nav aria-label={M.breadcrumbs} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`} className={cn('flex min-w-0 items-center gap-1.5', !last && 'hidden sm:flex')}>
              {last && item.type === 'line' && item.path ? (
                <LineBreadcrumb name={item.name} path={item.path} />
              ) : item.path && !last ? (
                <Link to={item.path} className="truncate text-muted-foreground hover:text-foreground hover:underline">
                  {item.name}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={cn('truncate', last ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
                  {item.name}
                </span>
              )}
              {item.badge && <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-muted-foreground">{item.badge}</span>}
              {!last && <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
