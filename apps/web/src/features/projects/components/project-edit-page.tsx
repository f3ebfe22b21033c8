import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Settings2 } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useProposalAutosave } from '../../proposals/builder/lib/use-proposal-autosave.ts';
import { SaveStatus } from '../../proposals/builder/pricing/save-status.tsx';
import { ProposalServicesEditor, type ServicesPatch } from '../../proposals/builder/pricing/services-editor.tsx';
import { ActivitySection } from '../../proposals/components/activity/activity-section.tsx';
import { PROJECT_AUTOSAVE, type ProjectPatch } from '../api/project-autosave.ts';
import { PROJECTS_LIST_KEY, projectKey } from '../api/keys.ts';
import { projectCalls } from '../api/project-calls.ts';
import type { ProjectDto } from '../api/types.ts';
import { asPlanSource } from '../lib/plan-source.ts';
import { PROJECTS_MESSAGES as M } from '../messages.ts';
import { ProjectGate } from './detail/project-gate.tsx';
import { ProjectPayments } from './detail/project-payments.tsx';
import { CustomizeFields } from './wizard/customize-fields.tsx';

function ProjectEditor({ project }: { project: ProjectDto }) {
  const qc = useQueryClient();
  const autosave = useProposalAutosave<ProjectPatch>(project.id, undefined, PROJECT_AUTOSAVE);
  const saveServices = useCallback(
    async (patch: ServicesPatch) => {
      const saved = await projectCalls.update(project.id, patch);
      qc.setQueryData(projectKey(project.id), saved);
      void qc.invalidateQueries({ queryKey: PROJECTS_LIST_KEY });
      return asPlanSource(saved);
    },
    [project.id, qc],
  );
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{M.editTitle}</p>
          <h1 className="truncate text-2xl font-semibold tracking-tight text-foreground">{project.name.trim() || M.untitled}</h1>
        </div>
        <div className="flex items-center gap-3">
          <SaveStatus state={autosave.state} error={autosave.error ?? undefined} onRetry={autosave.retry} />
          <Link to={`/projects/${project.id}`} className={buttonClasses('outline', 'sm')} onClick={() => void autosave.flush().catch(() => undefined)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {M.backToProject}
          </Link>
        </div>
      </div>
      <ActivitySection id="project-edit-general" icon={Settings2} title={M.editSections[0]}>
        <CustomizeFields project={project} onChange={autosave.save} />
      </ActivitySection>
      {/* The services editor brings its own 'Servicios' heading. */}
      <Card className="p-4 sm:p-6">
        <ProposalServicesEditor proposal={asPlanSource(project)} onSave={saveServices} />
      </Card>
      {/* A new total rescales the pending payments: the editor below is keyed by the total. */}
      <ProjectPayments project={project} />
    </div>
  );
}

/** /projects/{id}/edit: name, line, cover, content, services and payments, saved as they change. */
export function ProjectEditPage() {
  const { id = '' } = useParams();
  return (
    <ProjectGate id={id} crumb={M.edit}>
      {(project) => <ProjectEditor project={project} />}
    </ProjectGate>
  );
}
