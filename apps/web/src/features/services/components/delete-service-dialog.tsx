import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
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
    <AlertDialog.Root open={!!service} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-foreground">{M.deleteTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{service ? M.deleteText(service.name) : ''}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{M.cancel}</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" loading={remove.isPending} onClick={confirm}>
              {M.deleteConfirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
