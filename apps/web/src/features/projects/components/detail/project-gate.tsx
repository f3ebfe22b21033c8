import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FolderX } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useBreadcrumbs } from '../../../../lib/breadcrumbs.ts';
import { useRefetchOnNotification } from '../../../notifications/lib/use-refetch-on-notification.ts';
import { LoadError } from '../../../proposals/components/load-error.tsx';
import { useProject } from '../../api/get-project.ts';
import { projectKey } from '../../api/keys.ts';
import type { ProjectDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

/**
 * Loads /projects/{id} for the detail and edit pages: spinner, the not-found state (unknown, trashed
 * or another workspace's), an error with retry, then the page. A notification (the client uploaded,
 * commented) reloads it.
 */
export function ProjectGate({ id, crumb, children }: { id: string; crumb?: string; children: (project: ProjectDto) => ReactNode }) {
  const query = useProject(id);
  useRefetchOnNotification(projectKey(id));
  const project = query.data;
  const name = project ? project.name.trim() || M.untitled : null;
  useBreadcrumbs([
    { name: M.title, path: '/projects' },
    ...(name ? [{ name, path: crumb ? `/projects/${id}` : undefined }] : []),
    ...(name && crumb ? [{ name: crumb }] : []),
  ]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !project) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <div className="mx-auto w-full max-w-4xl">
          <EmptyState
            icon={FolderX}
            title={M.notFoundTitle}
            text={M.notFoundText}
            action={
              <Link to="/projects" className={buttonClasses('outline')}>
                {M.backToList}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="mx-auto w-full max-w-4xl">
        <LoadError title={M.loadOneError} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <>{children(project)}</>;
}
