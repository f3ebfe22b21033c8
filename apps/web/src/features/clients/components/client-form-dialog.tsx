import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { useCreateClient } from '../api/create-client.ts';
import type { Company } from '../api/types.ts';
import { CLIENTS_UI as M } from '../messages.ts';
import { ClientForm } from './client-form.tsx';

/** "Nuevo cliente": the client form in a dialog; creates the company with its main contact. */
export function ClientFormDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated?: (company: Company) => void }) {
  const create = useCreateClient();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[var(--overlay)]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-border bg-surface p-5 shadow-xl focus-visible:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-foreground">{M.formTitleNew}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">{M.subtitle}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-1.5 text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring" aria-label={M.cancel}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ClientForm
            submitText={M.create}
            onCancel={() => onOpenChange(false)}
            onSubmit={async (values) => {
              const created = await create.mutateAsync(values);
              toast.success(M.created);
              onOpenChange(false);
              onCreated?.(created.company);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
