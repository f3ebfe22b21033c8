import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { PaymentListItemDto } from '@trato/domain/payments/dto';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePaymentMutations } from '../api/payment-mutations.ts';
import type { PaymentFilters } from '../lib/payment-filters.ts';
import { PAYMENTS_UI as M } from '../messages.ts';
import type { PaymentAction } from './payment-actions.tsx';

/**
 * What the list's rows do: mark paid/pending (the page shows the full-page loader while it runs,
 * SPEC §4), open the edit dialog, ask before deleting, send a reminder, narrow the filters.
 */
export function usePaymentRowActions(setFilters: (next: Partial<PaymentFilters>) => void) {
  const { update, remove, remind } = usePaymentMutations();
  const [editing, setEditing] = useState<PaymentListItemDto | null>(null);
  const [deleting, setDeleting] = useState<PaymentListItemDto | null>(null);

  async function toggle(p: PaymentListItemDto) {
    const status = p.status === 'paid' ? 'pending' : 'paid';
    try {
      await update.mutateAsync({ id: p.id, patch: { status } });
      toast.success(status === 'paid' ? M.markedPaid : M.markedPending);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(M.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function sendReminder(p: PaymentListItemDto) {
    try {
      const sent = await remind.mutateAsync(p.id);
      toast.success(M.reminderSent(sent.recipients));
    } catch (error) {
      // 429 carries the Spanish "Ya enviaste un recordatorio… en N minutos" from the API.
      toast.error(errorMessage(error));
    }
  }

  function run(p: PaymentListItemDto, action: PaymentAction) {
    if (action === 'edit') setEditing(p);
    else if (action === 'delete') setDeleting(p);
    else if (action === 'remind') void sendReminder(p);
    else if (action === 'byClient') setFilters({ company_id: p.company?.id ?? null });
    else setFilters({ project_id: p.project.id });
  }

  return {
    toggle,
    run,
    statusSaving: update.isPending && update.variables?.patch.status !== undefined,
    editing,
    closeEdit: () => setEditing(null),
    deleting,
    closeDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: remove.isPending,
  };
}
