import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteService } from '../api/delete-service.ts';
import type { Service } from '../api/get-services.ts';
import { SERVICES_MESSAGES as M } from '../messages.ts';

/** Asks before deleting a service; focus starts on Cancel, Esc closes it. */
export function DeleteServiceDialog({ service, onClose, onDeleted }: { service: Service | null; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteService();
  const confirm = () => {
    if (!service) return;
    remove.mutate(service.id, {
      onSuccess: () => {
        // SPEC §8: deletion shows the update toast.
        toast.success(M.updated);
        onDeleted();
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, M.deleteFailed)),
    });
  };
  return (
    <ConfirmDialog
      open={!!service}
      onOpenChange={(open) => !open && onClose()}
      title={M.deleteTitle}
      description={service ? M.deleteText(service.name) : ''}
      confirmLabel={M.deleteConfirm}
      cancelLabel={M.cancel}
      loading={remove.isPending}
      onConfirm={confirm}
    />
  );
}
