import { useParams } from 'react-router';
import { ProjectGate } from './detail/project-gate.tsx';
import { ProjectWizard } from './wizard/project-wizard.tsx';

/** /projects/{id}/create#step-N: loads the project, then the 4-step wizard. */
export function ProjectWizardPage() {
  const { id = '' } = useParams();
  return <ProjectGate id={id}>{(project) => <ProjectWizard key={project.id} initial={project} />}</ProjectGate>;
}
