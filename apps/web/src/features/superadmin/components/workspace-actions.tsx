import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { SuperadminPlans, SuperadminRows } from '@trato/domain/superadmin/superadmin';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSuperadminAction } from '../api/superadmin-api.ts';
import { SUPERADMIN_PAGE_MESSAGES as M } from '../messages.ts';

type Workspace = SuperadminRows['workspaces'];

/** Per workspace: its plan (self-hosted: a select and 'Asignar plan') and disable / enable with a confirmation. */
export function WorkspaceActions({ workspace, plans }: { workspace: Workspace; plans: SuperadminPlans | undefined }) {
  const action = useSuperadminAction();
  const [planId, setPlanId] = useState(workspace.plan?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  const disabled = workspace.disabled_at !== null;

  const run = (body: Parameters<typeof action.mutate>[0], after?: () => void) =>
    action.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        after?.();
      },
      onError: (error) => toast.error(errorMessage(error, M.actionFailed)),
    });

  return (
    <div className="flex flex-col gap-2 sm:min-w-[16rem]">
      {plans?.mode === 'self_hosted' && (
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <Select aria-label={M.planLabel(workspace.name)} value={planId} onChange={(e) => setPlanId(e.target.value)} className="h-9">
              {!workspace.plan && <option value="">{M.noPlan}</option>}
              {plans.plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={!planId || planId === workspace.plan?.id || action.isPending}
            onClick={() => run({ action: 'assign_plan', workspace_id: workspace.id, plan_id: planId })}
          >
            {M.assignPlan}
          </Button>
        </div>
      )}
      {workspace.yours && !disabled ? (
        <p className="text-xs text-muted-foreground">{M.yours}</p>
      ) : (
        <Button size="sm" variant={disabled ? 'outline' : 'danger'} className="self-start" disabled={action.isPending} onClick={() => setConfirming(true)}>
          {disabled ? M.enable : M.disable}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={disabled ? M.enableTitle(workspace.name) : M.disableTitle(workspace.name)}
        description={disabled ? M.enableText : M.disableText}
        confirmLabel={disabled ? M.enable : M.disable}
        loading={action.isPending}
        onConfirm={() => run({ action: disabled ? 'enable_workspace' : 'disable_workspace', workspace_id: workspace.id }, () => setConfirming(false))}
      />
    </div>
  );
}
