import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import { ArrowLeft, ArrowRight, Check, CheckCircle2, Eye, Home } from 'lucide-react';
import type { ClientFormOutput } from '@trato/domain/clients/schemas';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { WIZARD_COMPLETED_STEP, WIZARD_LAST_STEP, WIZARD_STEPS, wizardShowsBack, type WizardEffect } from '@trato/domain/projects/wizard';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { PlanLimitDialog } from '../../../../components/ui/plan-limit-dialog.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useBreadcrumbs } from '../../../../lib/breadcrumbs.ts';
import { createClient } from '../../../clients/api/create-client.ts';
import type { Company } from '../../../clients/api/types.ts';
import { StepperHeader } from '../../../proposals/builder/components/stepper-header.tsx';
import { useProposalAutosave } from '../../../proposals/builder/lib/use-proposal-autosave.ts';
import { SaveStatus } from '../../../proposals/builder/pricing/save-status.tsx';
import { ClientStep } from '../../../proposals/builder/steps/client-step.tsx';
import { StepHeading } from '../../../proposals/builder/steps/step-heading.tsx';
import { PaymentPlanEditor } from '../../../proposals/builder/pricing/payment-plan-editor.tsx';
import { ProposalServicesEditor } from '../../../proposals/builder/pricing/services-editor.tsx';
import { useProject } from '../../api/get-project.ts';
import { PROJECT_AUTOSAVE, type ProjectPatch } from '../../api/project-autosave.ts';
import { PROJECTS_LIST_KEY, projectKey } from '../../api/keys.ts';
import { projectCalls } from '../../api/project-calls.ts';
import type { ProjectDto } from '../../api/types.ts';
import { asPlanSource } from '../../lib/plan-source.ts';
import { useWizardStepper } from '../../lib/use-wizard-stepper.ts';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { CustomizeFields } from './customize-fields.tsx';
import { ShareStep } from './share-step.tsx';

const CLIENT_WORDS = { intro: M.clientIntro, newClientHint: M.newClientHint, linked: M.clientLinked };

/** The client step reads only the company and its contact, which a project has with the same meaning. */
const asClientSource = (project: ProjectDto) => ({ company: project.company, client: project.client }) as ProposalDto;

/**
 * /projects/{id}/create — Cliente → Personalizar → Pagos → Compartir acceso (SPEC §2.6, §4). The
 * rules are the domain reducer's (projects/wizard.ts); this carries out its effects and saves as
 * the person works, like the proposal builder.
 */
export function ProjectWizard({ initial }: { initial: ProjectDto }) {
  const id = initial.id;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const project = useProject(id).data ?? initial;
  const autosave = useProposalAutosave<ProjectPatch>(id, undefined, PROJECT_AUTOSAVE);
  const { state, dispatch } = useWizardStepper(initial);
  const formBoxRef = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState(false);
  const [limit, setLimit] = useState<string | null>(null);
  useBreadcrumbs([{ name: M.title, path: '/projects' }, { name: project.name.trim() || M.wizardTitle }]);

  const { save } = autosave;
  const serverStep = project.form_step;
  useEffect(() => {
    if (state.step <= WIZARD_LAST_STEP && state.step !== serverStep) save({ form_step: state.step }, 0);
  }, [state.step, serverStep, save]);

  const store = useCallback(
    (saved: ProjectDto | null) => {
      if (saved) qc.setQueryData(projectKey(id), saved);
      void qc.invalidateQueries({ queryKey: PROJECTS_LIST_KEY });
      return saved;
    },
    [id, qc],
  );

  /** 403 LIMIT_REACHED → the limit modal; anything else a toast. */
  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === 'LIMIT_REACHED') setLimit(error.message);
    else toast.error(errorMessage(error));
  };

  async function flushed(): Promise<boolean> {
    try {
      await autosave.flush();
      return true;
    } catch (error) {
      toast.error(M.saveFailed, { description: errorMessage(error) });
      return false;
    }
  }

  /** Access can only be shared from a live portal: publish one still in set-up. */
  async function ensurePublished(): Promise<boolean> {
    const current = qc.getQueryData<ProjectDto>(projectKey(id)) ?? project;
    if (current.status !== 'init') return true;
    if (!(await flushed())) return false;
    try {
      store(await projectCalls.publish(id));
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  async function finish() {
    if (!(await flushed())) return;
    const current = qc.getQueryData<ProjectDto>(projectKey(id)) ?? project;
    try {
      // Published while sharing: it is already live, and finish would close it.
      if (current.status === 'init') store(await projectCalls.finish(id));
      dispatch({ type: 'finished' });
    } catch (error) {
      fail(error);
      if (isApiError(error) && error.fieldError('company_id')) dispatch({ type: 'goTo', step: 1 });
      else if (isApiError(error) && error.fieldError('name')) dispatch({ type: 'goTo', step: 2 });
    }
  }

  async function perform(effect: WizardEffect) {
    if (effect === 'finish') await finish();
    else if (effect === 'dashboard') void navigate('/dashboard');
    else if (effect === 'needsClient') toast.error(M.needsClient);
  }

  async function next() {
    if (moving) return;
    if (state.step === 1 && state.contactType === 'NEW') {
      // Siguiente submits the new-client form: errors show beside the fields, a valid one is created.
      formBoxRef.current?.querySelector('form')?.requestSubmit();
      return;
    }
    setMoving(true);
    try {
      if (!(await flushed())) return;
      await perform(dispatch({ type: 'next' }));
    } finally {
      setMoving(false);
    }
  }

  async function createAndLink(values: ClientFormOutput) {
    if (dispatch({ type: 'next', contactFormValid: true }) !== 'createClient') return;
    setMoving(true);
    try {
      const created = await createClient(values);
      store(await projectCalls.update(id, { company_id: created.company.id }));
      void qc.invalidateQueries({ queryKey: ['companies'] });
      toast.success(M.clientCreated);
      dispatch({ type: 'clientCreated' });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setMoving(false);
    }
  }

  async function pickClient(company: Company) {
    try {
      store(await projectCalls.update(id, { company_id: company.id }));
      dispatch({ type: 'companySelected' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const savePayments = useCallback(async (patch: Record<string, unknown>) => asPlanSource(store(await projectCalls.update(id, patch))!), [id, store]);

  const step = state.step;
  const done = step === WIZARD_COMPLETED_STEP;
  const nextLabel = step === WIZARD_LAST_STEP ? M.finishWizard : done ? M.toDashboard : M.next;
  const NextIcon = step === WIZARD_LAST_STEP ? Check : done ? Home : ArrowRight;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 pt-4 pb-28 sm:px-6 sm:pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{done ? M.doneTitle : M.stepNamed(step, WIZARD_LAST_STEP, WIZARD_STEPS[step - 1]!)}</p>
          <h1 className="truncate text-2xl font-semibold tracking-tight text-foreground">{project.name.trim() || M.wizardTitle}</h1>
        </div>
        <SaveStatus state={autosave.state} error={autosave.error ?? undefined} onRetry={autosave.retry} />
      </div>

      <Card className="p-3 sm:px-4">
        <StepperHeader step={step} completed={state.completed} steps={WIZARD_STEPS} onGoTo={(n) => dispatch({ type: 'goTo', step: n })} />
      </Card>

      <Card className="p-4 sm:p-8">
        {step === 1 && (
          <ClientStep
            proposal={asClientSource(project)}
            contactType={state.contactType}
            onChoose={(contactType) => dispatch({ type: 'setContactType', contactType })}
            onPick={pickClient}
            onCreate={createAndLink}
            onCancelChoice={() => dispatch({ type: 'cancelChoice' })}
            formBoxRef={formBoxRef}
            words={CLIENT_WORDS}
          />
        )}
        {step === 1 && (state.contactType === 'NEW' || state.contactType === 'EXISTS') && (
          <Button variant="ghost" size="sm" className="mt-4" onClick={() => dispatch({ type: 'cancelChoice' })}>
            {M.cancel}
          </Button>
        )}
        {step === 2 && (
          <section>
            <StepHeading title={M.customizeTitle} intro={M.customizeIntro} />
            <CustomizeFields project={project} onChange={save} />
          </section>
        )}
        {step === 3 && (
          <section>
            <StepHeading title={M.paymentsTitle} intro={M.paymentsIntro} />
            {/* The plan divides the services' total: a portal made from scratch prices its services here. */}
            <div className="space-y-8">
              <ProposalServicesEditor proposal={asPlanSource(project)} onSave={savePayments} />
              <PaymentPlanEditor proposal={asPlanSource(project)} onSave={savePayments} />
            </div>
          </section>
        )}
        {step === 4 && <ShareStep project={project} ensurePublished={ensurePublished} />}
        {done && (
          <section className="mx-auto flex max-w-xl flex-col items-center py-8 text-center sm:py-12">
            <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
              <CheckCircle2 className="size-9" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-2xl font-semibold tracking-tight text-foreground">{M.doneTitle}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{M.doneText}</p>
            <Link to={`/projects/${id}`} className={buttonClasses('primary', 'md', 'mt-8')}>
              <Eye className="size-4" aria-hidden="true" />
              {M.openProject}
            </Link>
          </section>
        )}
      </Card>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80 md:sticky md:inset-x-auto md:rounded-2xl md:border">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          {wizardShowsBack(state) ? (
            <Button variant="outline" onClick={() => void perform(dispatch({ type: 'previous' }))} disabled={moving}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {M.previous}
            </Button>
          ) : (
            <span />
          )}
          <span className="hidden text-sm text-muted-foreground sm:inline">{done ? M.doneTitle : M.stepOf(step, WIZARD_LAST_STEP)}</span>
          <Button onClick={() => void next()} loading={moving}>
            {nextLabel}
            {!moving && <NextIcon className="size-4" aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <PlanLimitDialog open={limit !== null} onOpenChange={(open) => !open && setLimit(null)} resource="active_portals" message={limit ?? ''} note={M.limitNote} />
    </div>
  );
}
