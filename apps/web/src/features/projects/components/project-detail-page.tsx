import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card.tsx';
import { FileText, Layers } from 'lucide-react';
import { VisitsList } from '../../proposals/components/activity/visits-list.tsx';
import { ActivitySection } from '../../proposals/components/activity/activity-section.tsx';
import { CommentsThread } from '../../proposals/components/activity/comments-thread.tsx';
import { ContentBlocks } from '../../proposals/components/document/content-blocks.tsx';
import { ProposalServices } from '../../proposals/components/document/proposal-services.tsx';
import { projectKey } from '../api/keys.ts';
import { asDocument } from '../lib/as-document.ts';
import { PROJECTS_MESSAGES as M } from '../messages.ts';
import { ActivityFeed } from './detail/activity-feed.tsx';
import { ProjectCover } from './detail/project-cover.tsx';
import { ProjectCustomers } from './detail/project-customers.tsx';
import { ProjectGate } from './detail/project-gate.tsx';
import { ProjectPayments } from './detail/project-payments.tsx';
import { ProjectToolbar } from './detail/project-toolbar.tsx';
import { ProjectFiles } from './files/project-files.tsx';
import { StagesTimeline } from './stages/stages-timeline.tsx';

/**
 * /projects/{id}: the provider runs the project here — cover, stages, payments, files and the
 * conversation in the main column; who has access, the activity and the visits beside it.
 */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const qc = useQueryClient();
  return (
    <ProjectGate id={id}>
      {(project) => (
        <div className="mx-auto w-full max-w-6xl space-y-4">
          <ProjectToolbar project={project} />
          <ProjectCover project={project} />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-4">
              <StagesTimeline projectId={project.id} initial={project.stages} />
              <ProjectPayments project={project} />
              <ProjectFiles projectId={project.id} files={project.files} />
              <ActivitySection id="project-content" icon={FileText} title={M.contentTitle}>
                {project.content?.blocks?.length ? <ContentBlocks data={project.content} topLevel={3} /> : <p className="text-sm text-muted-foreground">{M.contentEmpty}</p>}
              </ActivitySection>
              {project.services.length ? (
                // The services table brings its own 'Servicios' heading.
                <Card className="p-4 sm:p-6">
                  <ProposalServices proposal={asDocument(project)} />
                </Card>
              ) : (
                <ActivitySection id="project-services" icon={Layers} title={M.servicesTitle}>
                  <p className="text-sm text-muted-foreground">{M.servicesEmpty}</p>
                </ActivitySection>
              )}
              <CommentsThread proposalId={project.id} type="project" hint={M.commentsHint} empty={M.commentsEmpty} />
            </div>
            <div className="min-w-0 space-y-4">
              <ProjectCustomers customers={project.customers} />
              <ActivityFeed projectId={project.id} />
              <VisitsList proposalId={project.id} visits={project.visitLogs} onDeleted={() => void qc.invalidateQueries({ queryKey: projectKey(project.id) })} />
            </div>
          </div>
        </div>
      )}
    </ProjectGate>
  );
}
