import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { Gauge } from 'lucide-react';
import { Button } from './button.tsx';

type PlanLimitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Límite de propuestas alcanzado' or 'Límite de portales alcanzado' (SPEC §8). */
  title: string;
  /** The server's message about the plan's active limit. */
  message: string;
  /** That the draft (or project) is kept until the plan is upgraded. */
  note: string;
};

/**
 * The plan-limit modal (SPEC §2.8, §8): what limit was reached, that nothing was lost, and the way
 * out — Cerrar, or 'Actualizar plan' to /billing.
 */
export function PlanLimitDialog({ open, onOpenChange, title, message, note }: PlanLimitDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl focus:outline-none">
          <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-warning-soft text-warning">
            <Gauge className="size-6" aria-hidden="true" />
          </div>
          <Dialog.Title className="text-lg font-semibold text-foreground">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-foreground">{message}</Dialog.Description>
          <p className="mt-3 rounded-lg bg-surface-muted px-3 py-2 text-sm text-muted-foreground">{note}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Cerrar</Button>
            </Dialog.Close>
            <Button asChild>
              <Link to="/billing">Actualizar plan</Link>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
