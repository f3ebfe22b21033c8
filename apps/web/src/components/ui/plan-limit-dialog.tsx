import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { Gauge } from 'lucide-react';
import { LIMIT_TITLES, type LimitResource } from '@trato/domain/billing/messages';
import { useBilling } from '../../lib/billing/get-billing.ts';
import { Button } from './button.tsx';
import { UsageMeter } from './usage-meter.tsx';

/** The label of the usage line per limit (the titles are SPEC §8's, LIMIT_TITLES). */
const USAGE_LABELS: Record<LimitResource, string> = { active_proposals: 'Cotizaciones activas', active_portals: 'Portales activos' };

type PlanLimitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which limit was reached: picks the SPEC §8 title and the usage line ("N de M"). */
  resource: LimitResource;
  /** The server's message about the plan's active limit. */
  message: string;
  /** That the draft (or project) is kept until the plan is upgraded. */
  note: string;
};

/**
 * The plan-limit modal (SPEC §2.8, §8): what limit was reached, how much of it is used (fetched
 * fresh when it opens), that nothing was lost, and the way out — Cerrar, or 'Actualizar plan' to
 * /billing.
 */
export function PlanLimitDialog({ open, onOpenChange, resource, message, note }: PlanLimitDialogProps) {
  const billing = useBilling({ enabled: open, fresh: true });
  const data = billing.data;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl focus:outline-none">
          <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-warning-soft text-warning">
            <Gauge className="size-6" aria-hidden="true" />
          </div>
          <Dialog.Title className="text-lg font-semibold text-foreground">{LIMIT_TITLES[resource]}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-foreground">{message}</Dialog.Description>
          {data && (
            <UsageMeter
              className="mt-4 rounded-lg border border-border p-3"
              label={USAGE_LABELS[resource]}
              used={data.usage[resource]}
              max={data.limits[resource]}
            />
          )}
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
