import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Eye, Link2, Mail, Pencil } from 'lucide-react';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import type { ProjectDto } from '../../api/types.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { ProjectActionsMenu } from '../actions/project-actions-menu.tsx';
import { useAccessActions } from '../actions/use-project-actions.ts';

/** Above the project: Ver como cliente, send access, copy the access link, Editar and the menu. */
export function ProjectToolbar({ project }: { project: ProjectDto }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'send' | 'copy' | null>(null);
  const access = useAccessActions();
  const run = (kind: 'send' | 'copy', work: () => Promise<boolean>) => {
    setBusy(kind);
    void work().finally(() => setBusy(null));
  };
  return (
    <div role="toolbar" aria-label={M.toolbarLabel} className="flex flex-wrap items-center gap-2">
      <Link to={`/projects/${project.id}/client`} className={buttonClasses('outline', 'sm')}>
        <Eye className="size-4" aria-hidden="true" />
        {M.viewAsClient}
      </Link>
      <Button variant="outline" size="sm" loading={busy === 'send'} onClick={() => run('send', () => access.sendAccessEmail(project.id))}>
        {busy !== 'send' && <Mail className="size-4" aria-hidden="true" />}
        {M.sendAccess}
      </Button>
      <Button variant="outline" size="sm" loading={busy === 'copy'} onClick={() => run('copy', () => access.copyAccessLink(project.id))}>
        {busy !== 'copy' && <Link2 className="size-4" aria-hidden="true" />}
        {M.copyAccessLink}
      </Button>
      <Link to={`/projects/${project.id}/edit`} className={buttonClasses('outline', 'sm')}>
        <Pencil className="size-4" aria-hidden="true" />
        {M.edit}
      </Link>
      <ProjectActionsMenu project={project} trigger="button" className="h-9 sm:ml-auto" onGone={() => void navigate('/projects')} />
    </div>
  );
}
