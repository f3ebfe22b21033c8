import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import { ArrowLeft, ArrowRight, Check, Home } from 'lucide-react';
import type { ClientFormOutput } from '@trato/domain/clients/schemas';
import type { ContentData } from '@trato/domain/proposals/content';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { canGoBack, COMPLETED_STEP, LAST_STEP, PROPOSAL_STEPS, type StepperEffect } from '@trato/domain/proposals/stepper';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { PlanLimitDialog } from '../../../../components/ui/plan-limit-dialog.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useBreadcrumbs } from '../../../../lib/breadcrumbs.ts';
import { createClient } from '../../../clients/api/create-client.ts';
import type { Company } from '../../../clients/api/types.ts';
import { ProposalDocument } from '../../components/document/proposal-document.tsx';
import { finishProposal } from '../api/finish-proposal.ts';
import { proposalFormKey, useProposalForm } from '../api/get-proposal-form.ts';
import { updateProposal, type ProposalPatch } from '../api/update-proposal.ts';
import { useBuilderStepper } from '../lib/use-builder-stepper.ts';
import { useProposalAutosave } from '../lib/use-proposal-autosave.ts';
import { BUILDER_MESSAGES as M } from '../messages.ts';
import { PaymentPlanEditor } from '../pricing/payment-plan-editor.tsx';
import { ProposalServicesEditor } from '../pricing/services-editor.tsx';
import { SaveStatus } from '../pricing/save-status.tsx';
import { ClientStep } from '../steps/client-step.tsx';
import { CompletedStep } from '../steps/completed-step.tsx';
import { QuoteStep } from '../steps/quote-step.tsx';
import { RequestStep } from '../steps/request-step.tsx';
import { StepHeading } from '../steps/step-heading.tsx';
import { StepperHeader } from './stepper-header.tsx';

/**
 * The 5-step builder (SPEC §2.5, §4). The stepper rules are the domain reducer's; this component
 * carries out its effects (create the client, finish, leave) and keeps the server up to date as
 * the person works: fields autosave, and every move waits for pending changes to be saved.
 */
export function ProposalBuilder({ proposal: initial }: { proposal: ProposalDto }) {
  const id = initial.id;
  const qc = useQueryClient();
  const navigate = useNavigate();
  // The cached proposal: every save writes its answer there, so the preview shows the latest.
  const proposal = useProposalForm(id).data ?? initial;
  const autosave = useProposalAutosave(id);
  const { state, dispatch } = useBuilderStepper(id, { formStep: initial.form_step, companyId: initial.company_id, status: initial.status });
  const formBoxRef = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  /** 'Siguiente' on step 1 without a client: the message beside the choice, and a count to refocus it. */
  const [clientMissing, setClientMissing] = useState(0);

  useBreadcrumbs([{ name: M.breadcrumbProposals, path: '/proposals' }, { name: proposal.name.trim() || M.pageTitle }]);

  // The server remembers the step reached, for another device without this browser's storage.
  // Only a move counts: opening the builder at some step is not an edit (nothing is sent), and a
  // finished proposal keeps its completed step.
  const { save } = autosave;
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (state.step === shownStep.current) return;
    shownStep.current = state.step;
    if (state.step <= LAST_STEP && !state.completed) save({ form_step: state.step }, 0);
  }, [state.step, state.completed, save]);

  /** An immediate save outside the autosave queue (client link, services), its answer cached. */
  const saveNow = useCallback(
    async (patch: ProposalPatch | Record<string, unknown>) => {
      const saved = await updateProposal(id, patch as ProposalPatch);
      qc.setQueryData(proposalFormKey(id), saved);
      return saved;
    },
    [id, qc],
  );

  /** Waits for pending changes; false (and a toast) when they could not be saved. */
  async function flushed(): Promise<boolean> {
    try {
      await autosave.flush();
      return true;
    } catch (error) {
      toast.error(M.saveFailedToast, { description: errorMessage(error) });
      return false;
    }
  }

  async function finish() {
    if (!(await flushed())) return;
    try {
      const done = await finishProposal(id);
      qc.setQueryData(proposalFormKey(id), done);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'proposals' && q.queryKey[1] !== 'form' });
      dispatch({ type: 'finished' });
    } catch (error) {
      // SPEC §8: the plan limit opens its modal with the server's message; anything else is shown.
      if (isApiError(error) && error.code === 'LIMIT_REACHED') {
        setLimitMessage(error.message);
        return;
      }
      toast.error(errorMessage(error));
      // Something missing (422): open the step where it is filled in.
      if (isApiError(error) && error.fieldError('company_id')) dispatch({ type: 'goTo', step: 1 });
      else if (isApiError(error) && error.fieldError('name')) dispatch({ type: 'goTo', step: 3 });
    }
  }

  async function perform(effect: StepperEffect) {
    if (effect === 'finish') await finish();
    else if (effect === 'dashboard') void navigate('/dashboard');
    // createClient / invalidContact come from the client form's own submit (see next()).
  }

  async function next() {
    if (moving) return;
    // A NEW client: submitting the form validates it (errors beside the fields) and, when valid, creates it.
    if (state.step === 1 && state.contactType === 'NEW') {
      formBoxRef.current?.querySelector('form')?.requestSubmit();
      return;
    }
    setMoving(true);
    try {
      if (!(await flushed())) return;
      const effect = dispatch({ type: 'next' });
      if (effect === 'clientRequired') setClientMissing((n) => n + 1);
      else await perform(effect);
    } finally {
      setMoving(false);
    }
  }

  async function createAndLink(values: ClientFormOutput) {
    if (dispatch({ type: 'next', contactFormValid: true }) !== 'createClient') return;
    // Siguiente is the form's submit here: it shows the wait and ignores clicks meanwhile.
    setMoving(true);
    try {
      const created = await createClient(values);
      await saveNow({ company_id: created.company.id });
      void qc.invalidateQueries({ queryKey: ['companies'] });
      toast.success(M.clientCreated);
      dispatch({ type: 'clientCreated' });
    } finally {
      setMoving(false);
    }
  }

  async function pickClient(company: Company) {
    try {
      await saveNow({ company_id: company.id });
      setClientMissing(0);
      dispatch({ type: 'companySelected' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const onRequest = useCallback((request: ContentData) => save({ request }), [save]);

  function goTo(step: number) {
    void autosave.flush().catch(() => undefined);
    dispatch({ type: 'goTo', step });
  }

  const step = state.step;
  const nextLabel = step === LAST_STEP ? M.finish : step === COMPLETED_STEP ? M.toDashboard : M.next;
  const NextIcon = step === LAST_STEP ? Check : step === COMPLETED_STEP ? Home : ArrowRight;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 px-4 pt-4 pb-28 sm:px-6 sm:pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {step <= LAST_STEP ? M.stepNamed(step, LAST_STEP, PROPOSAL_STEPS[step - 1]!) : M.doneTitle}
          </p>
          <h1 className="truncate text-2xl font-semibold tracking-tight text-foreground">{proposal.name.trim() || M.pageTitle}</h1>
        </div>
      </div>

      <Card className="p-3 sm:px-4">
        <StepperHeader step={step} completed={state.completed} onGoTo={goTo} />
      </Card>

      {/* The preview is a document of its own: less frame around it on a phone. */}
      <Card className={step === LAST_STEP ? 'p-3 sm:p-8' : 'p-4 sm:p-8'}>
        {step === 1 && (
          <ClientStep
            proposal={proposal}
            contactType={state.contactType}
            onChoose={(contactType) => {
              setClientMissing(0);
              dispatch({ type: 'setContactType', contactType });
            }}
            onPick={pickClient}
            missingClient={clientMissing}
            onCreate={createAndLink}
            onCancelChoice={() => dispatch({ type: 'previous' })}
            formBoxRef={formBoxRef}
          />
        )}
        {step === 2 && <RequestStep proposal={proposal} onChange={onRequest} />}
        {step === 3 && (
          <QuoteStep
            proposal={proposal}
            onChange={save}
            services={<ProposalServicesEditor proposal={proposal} onSave={saveNow} disabled={!proposal.editable} />}
          />
        )}
        {step === 4 && (
          <section>
            <StepHeading title={M.paymentsTitle} intro={M.paymentsIntro} />
            <PaymentPlanEditor proposal={proposal} onSave={saveNow} disabled={!proposal.editable} />
          </section>
        )}
        {step === 5 && (
          <section>
            <StepHeading title={M.previewTitle} intro={M.previewIntro} />
            <ProposalDocument proposal={proposal} />
          </section>
        )}
        {step === COMPLETED_STEP && <CompletedStep proposal={proposal} />}
      </Card>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80 md:sticky md:inset-x-auto md:rounded-2xl md:border">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 sm:flex-nowrap sm:px-6">
          <Button variant="outline" onClick={() => dispatch({ type: 'previous' })} disabled={!canGoBack(state) || moving}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {M.previous}
          </Button>
          {/*
            The save status sits by 'Siguiente', where the person looks before moving on — and away
            from the top right, where toasts appear (a failed save's 'Reintentar' stays reachable).
          */}
          <div data-testid="builder-save-status" className="order-first basis-full empty:hidden sm:order-none sm:basis-auto">
            {autosave.state !== 'idle' && <SaveStatus state={autosave.state} error={autosave.error ?? undefined} onRetry={autosave.retry} />}
          </div>
          <span className="hidden text-sm text-muted-foreground lg:inline">{step <= LAST_STEP ? M.stepOf(step, LAST_STEP) : M.doneTitle}</span>
          <Button onClick={() => void next()} loading={moving}>
            {nextLabel}
            {!moving && <NextIcon className="size-4" aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <PlanLimitDialog
        open={limitMessage !== null}
        onOpenChange={(open) => !open && setLimitMessage(null)}
        resource="active_proposals"
        message={limitMessage ?? ''}
        note={M.limitNote}
      />
    </div>
  );
}
