import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PlanLimitDialog } from '../../../components/ui/plan-limit-dialog.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { PROJECTS_LIST_KEY, projectKey } from '../api/keys.ts';
import { projectCalls } from '../api/project-calls.ts';
import { PROJECTS_MESSAGES as M } from '../messages.ts';

/** 'Nuevo portal': creates an unfinished project (status=init&type=project) and opens the wizard at step 1. */
export function NewProjectButton({ lineId, className }: { lineId: string | null; className?: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [limit, setLimit] = useState<string | null>(null);

  async function create() {
    setBusy(true);
    try {
      const project = await projectCalls.create(lineId);
      qc.setQueryData(projectKey(project.id), project);
      void qc.invalidateQueries({ queryKey: PROJECTS_LIST_KEY });
      void navigate(`/projects/${project.id}/create#step-1`);
    } catch (error) {
      if (isApiError(error) && error.code === 'LIMIT_REACHED') setLimit(error.message);
      else toast.error(M.createFailed, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button className={className} loading={busy} onClick={() => void create()}>
        {!busy && <Plus className="size-4" aria-hidden="true" />}
        {busy ? M.creating : M.newProject}
      </Button>
      <PlanLimitDialog open={limit !== null} onOpenChange={(open) => !open && setLimit(null)} resource="active_portals" message={limit ?? ''} note={M.limitNote} />
    </>
  );
}
