import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import { Plus, Wallet } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { api } from '../../../../lib/api-client.ts';
import { useWorkspaceToday } from '../../../../lib/workspace/workspace-today.ts';
import { errorMessage } from '../../../../lib/api-error.ts';
import { ActivitySection } from '../../../proposals/components/activity/activity-section.tsx';
import { PaymentPlanEditor, type PaymentsPatch } from '../../../proposals/builder/pricing/payment-plan-editor.tsx';
import { activitiesKey, PROJECTS_LIST_KEY, projectKey } from '../../api/keys.ts';
import { projectCalls } from '../../api/project-calls.ts';
import type { ProjectDto } from '../../api/types.ts';
import { asPlanSource, statusOnlyChange } from '../../lib/plan-source.ts';
import { receiptsKey } from '../../api/receipts.ts';
import { ProjectReceipts } from './project-receipts.tsx';
import { PROJECTS_MESSAGES as M } from '../../messages.ts';
import { PayLinkMenu } from './pay-link-menu.tsx';
import { TransferReview } from './transfer-review.tsx';
import { ProjectCharges } from './project-charges.tsx';

const paymentsPath = (id: string, rest = '') => `/v1/projects/${encodeURIComponent(id)}/payments${rest}`;

/** Which payment is paid, as one string: what changes when a payment is paid or reversed anywhere. */
const statusesOf = (p: ProjectDto) => p.payments.payments.map((x) => `${x.id}:${x.status}`).join(',');

/**
 * The project's payments with the builder's editor (SPEC §4: mark paid / pending behind a full-page
 * loader, edit and split pending ones, paid ones frozen) and 'Agregar pago'.
 */
export function ProjectPayments({ project }: { project: ProjectDto }) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  // The editor reads the plan when mounted: a payment added outside it mounts a fresh one.
  const [generation, setGeneration] = useState(0);
  const today = useWorkspaceToday();
  // A payment paid or reversed elsewhere (the client paying online, the provider's webhook, another
  // tab) reaches this page by realtime as a refetched project: the editor is mounted afresh on it.
  // A change saved from this editor is already in it, so it does not remount it.
  const statuses = statusesOf(project);
  const known = useRef(statuses);
  useEffect(() => {
    if (statuses === known.current) return;
    known.current = statuses;
    setGeneration((g) => g + 1);
  }, [statuses]);

  const store = (next: ProjectDto) => {
    known.current = statusesOf(next);
    qc.setQueryData(projectKey(project.id), next);
    void qc.invalidateQueries({ queryKey: activitiesKey(project.id) });
    void qc.invalidateQueries({ queryKey: PROJECTS_LIST_KEY });
    // Paying or unmarking a payment issues or voids its receipt.
    void qc.invalidateQueries({ queryKey: receiptsKey(project.id) });
    return asPlanSource(next);
  };

  async function onSave({ payments }: PaymentsPatch) {
    const current = qc.getQueryData<ProjectDto>(projectKey(project.id)) ?? project;
    const status = statusOnlyChange(current, payments);
    if (status) {
      const saved = await api.put<{ data: ProjectDto['payments'] }>(paymentsPath(project.id, `/${encodeURIComponent(status.id)}/status`), { status: status.status });
      return store({ ...current, payments: saved.data });
    }
    return store(await projectCalls.update(project.id, { payments }));
  }

  async function add() {
    setAdding(true);
    try {
      const saved = await api.post<{ data: ProjectDto['payments'] }>(paymentsPath(project.id), {});
      const current = qc.getQueryData<ProjectDto>(projectKey(project.id)) ?? project;
      store({ ...current, payments: saved.data });
      setGeneration((g) => g + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setAdding(false);
    }
  }

  return (
    <ActivitySection id="project-payments" icon={Wallet} title={M.paymentsTitle} hint={M.paymentsHint}>
      <TransferReview
        projectId={project.id}
        plan={project.payments}
        onPlan={(plan) => {
          // A confirmed transfer pays the payment: the editor, which reads the plan when mounted, remounts.
          store({ ...(qc.getQueryData<ProjectDto>(projectKey(project.id)) ?? project), payments: plan });
          setGeneration((g) => g + 1);
        }}
      />
      <PaymentPlanEditor
        key={generation}
        proposal={asPlanSource(project)}
        onSave={onSave}
        portalToday={today}
        rowActions={(p) => (p.id && p.status !== 'paid' ? <PayLinkMenu projectId={project.id} paymentId={p.id} name={p.name} /> : null)}
      />
      <Button variant="outline" size="sm" loading={adding} onClick={() => void add()}>
        {!adding && <Plus className="size-4" aria-hidden="true" />}
        {M.addPayment}
      </Button>
      <ProjectCharges projectId={project.id} payments={project.payments.payments} />
      <ProjectReceipts projectId={project.id} />
    </ActivitySection>
  );
}
