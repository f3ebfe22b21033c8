import type { ReactNode } from 'react';
import { FolderX } from 'lucide-react';
import { RecordGate } from '../../../../components/record-gate.tsx';
import { useRefetchOnNotification } from '../../../notifications/lib/use-refetch-on-notification.ts';
import { useProject } from '../../api/get-project.ts';
import { projectKey } from '../../api/keys.ts';
import type { ProjectDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';

/**
 * Loads /projects/{id} for the detail and edit pages (RecordGate: spinner, not found, retry). A
 * notification (the client uploaded, commented) reloads it.
 */
export function ProjectGate({ id, crumb, children }: { id: string; crumb?: string; children: (project: ProjectDto) => ReactNode }) {
  const query = useProject(id);
  useRefetchOnNotification(projectKey(id));
  return (
    <RecordGate id={id} query={query} listPath="/projects" icon={FolderX} messages={M} crumb={crumb}>
      {children}
    </RecordGate>
  );
}
