import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import { Card } from '../../../../components/ui/card.tsx';
import { useProjects } from '../../api/get-projects.ts';
import { projectPath } from '../../lib/list-params.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

/**
 * Above Activos: portals still in set-up (a wizard left half-way, a duplicate), each opening its
 * wizard. Nothing shows when there are none, or while the API cannot filter by `init`.
 */
export function UnfinishedProjects({ text, line }: { text: string; line: string | null }) {
  const query = useProjects({ page: 1, text, line, tab: 'init' });
  const items = query.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="p-4" role="region" aria-label={M.unfinishedTitle}>
      <p className="flex items-center gap-2 text-sm font-medium text-foreground">
        <Hammer className="size-4 text-warning" aria-hidden="true" />
        {M.unfinishedTitle}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((p) => (
          <li key={p.id}>
            <Link to={projectPath(p)} className="inline-flex rounded-full bg-warning-soft px-3 py-1 text-sm text-warning hover:underline focus-visible:outline-2 focus-visible:outline-ring">
              {p.name.trim() || M.untitled}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
