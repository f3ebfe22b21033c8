/**
 * Step 3 (Cotización) — the services table of a proposal.
 *
 * Contract with the builder page (H5):
 *
 *   <ProposalServicesEditor proposal={proposal} onSave={(patch) => save(patch)} disabled={…} />
 *
 * - `proposal`: the ProposalDto being built (GET /v1/proposal-form/{id}). Read once when mounted
 *   (and again if its id changes): from then on the editor owns the list while the user edits, so a
 *   save answering later never overwrites what is being typed.
 * - `onSave({ services })`: the page sends it as PUT /v1/proposals/{id} with exactly this body and
 *   resolves with the updated ProposalDto (rejects on failure; the editor shows it and offers a
 *   retry). `services` is always the WHOLE list (docs/api/proposals.md), every item with its key.
 *   The editor calls it at most once at a time, 600 ms after the user stops typing, and only when
 *   every service is valid (SPEC §5); a pending change is sent on unmount, so leaving the step loses
 *   nothing. The server rescales pending payments to the new total: the page should keep the
 *   resolved proposal (query cache) so step 4 sees them.
 * - `disabled`: read-only (also when `proposal.editable` is false).
 */
import { useMemo, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { ListPlus, PackageSearch, Plus } from 'lucide-react';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import type { ServiceDto } from '@trato/domain/services/schemas';
import { SERVICE_TYPE_LABELS } from '@trato/domain/services/types';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { formatMoney } from '../../../../lib/money.ts';
import { CataloguePicker } from './catalogue-picker.tsx';
import { draftTotals, type DraftTotals } from './lib/proposal-totals.ts';
import {
  draftFromCatalogue,
  draftsFromProposal,
  emptyService,
  keysOf,
  moveItem,
  newKey,
  serviceErrors,
  toServicesInput,
  type ServiceDraft,
  type ServiceInput,
} from './lib/service-draft.ts';
import { useSaveQueue } from './lib/use-save-queue.ts';
import { PRICING_MESSAGES as M } from './messages.ts';
import { SaveStatus } from './save-status.tsx';
import { ServiceCard } from './service-card.tsx';

export type ServicesPatch = { services: ServiceInput[] };

export type ProposalServicesEditorProps = {
  proposal: ProposalDto;
  onSave: (patch: ServicesPatch) => Promise<ProposalDto>;
  disabled?: boolean;
};

export function ProposalServicesEditor(props: ProposalServicesEditorProps) {
  return <ServicesEditor key={props.proposal.id} {...props} />;
}

function ServicesEditor({ proposal, onSave, disabled: disabledProp }: ProposalServicesEditorProps) {
  const [services, setServices] = useState<ServiceDraft[]>(() => draftsFromProposal(proposal.services));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const queue = useSaveQueue((list: ServiceInput[]) => onSave({ services: list }));

  const disabled = disabledProp || !proposal.editable;
  const money = (amount: string) => formatMoney(amount, proposal.currency_code);
  const errors = useMemo(() => services.map(serviceErrors), [services]);
  const invalid = errors.some((e) => Object.keys(e).length > 0);
  const totals = useMemo(() => draftTotals(services), [services]);

  const update = (next: ServiceDraft[], wait?: number) => {
    setServices(next);
    if (next.map(serviceErrors).some((e) => Object.keys(e).length > 0)) queue.cancel();
    else queue.schedule(toServicesInput(next), wait);
  };

  const add = (service: ServiceDraft, wait?: number) => {
    update([...services, service], wait);
    // Bring the new card into view and start typing in it.
    requestAnimationFrame(() => {
      const input = document.getElementById(`svc-${service.key}-name`) as HTMLInputElement | null;
      input?.focus({ preventScroll: true });
      input?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
  };

  const pick = (picked: ServiceDto) => {
    setPickerOpen(false);
    add(draftFromCatalogue(picked, keysOf(services)), 0);
    toast.success(M.added(picked.name));
  };

  const confirmRemove = () => {
    if (removing === null) return;
    update(
      services.filter((_, i) => i !== removing),
      0,
    );
    setRemoving(null);
  };

  const removingName = removing !== null ? M.serviceLabel(services[removing]?.name ?? '', removing + 1) : '';

  return (
    <section aria-labelledby="proposal-services-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="proposal-services-title" className="text-lg font-semibold text-foreground">
            {M.servicesTitle}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{M.servicesSubtitle}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" disabled={disabled} onClick={() => setPickerOpen(true)}>
            <PackageSearch className="size-4" aria-hidden="true" />
            {M.addFromCatalogue}
          </Button>
          <Button variant="outline" disabled={disabled} onClick={() => add(emptyService(keysOf(services)))}>
            <Plus className="size-4" aria-hidden="true" />
            {M.addCustom}
          </Button>
        </div>
      </div>

      {!proposal.editable && <Alert tone="warning">{M.locked}</Alert>}

      {services.length === 0 ? (
        <EmptyState icon={ListPlus} title={M.noServicesTitle} text={M.noServicesText} />
      ) : (
        <ol className="space-y-4" aria-label={M.servicesList}>
          {services.map((service, i) => (
            <li key={service.key}>
              <ServiceCard
                service={service}
                index={i}
                count={services.length}
                totals={totals.services[i]!}
                errors={errors[i] ?? {}}
                revealAll={false}
                money={money}
                disabled={disabled}
                newKey={() => newKey(keysOf(services))}
                onChange={(next) => update(services.map((s, j) => (j === i ? next : s)))}
                onMove={(to) => update(moveItem(services, i, to), 0)}
                onRemove={() => setRemoving(i)}
              />
            </li>
          ))}
        </ol>
      )}

      <TotalsCard totals={totals} money={money} />
      <SaveStatus state={queue.state} invalid={invalid} error={queue.error} onRetry={queue.retry} />

      <CataloguePicker open={pickerOpen} onOpenChange={setPickerOpen} onPick={pick} money={money} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={M.removeTitle}
        description={M.removeText(removingName)}
        confirmLabel={M.removeConfirm}
        cancelLabel={M.cancel}
        onConfirm={confirmRemove}
      />
    </section>
  );
}

/** Per-type totals (SPEC §5) and the grand total in the proposal's currency. */
function TotalsCard({ totals, money }: { totals: DraftTotals; money: (amount: string) => string }) {
  return (
    <Card className="p-4 sm:p-5" aria-labelledby="proposal-totals-title">
      <h3 id="proposal-totals-title" className="sr-only">
        {M.totalsTitle}
      </h3>
      {totals.byType.length > 0 && (
        <dl className="space-y-1.5 border-b border-border pb-3 text-sm" aria-label={M.totalsByType}>
          {totals.byType.map(({ type, total }) => (
            <div key={type} className="flex items-baseline justify-between gap-4" data-testid="type-total">
              <dt className="text-muted-foreground">{SERVICE_TYPE_LABELS[type]}</dt>
              <dd className="font-medium text-foreground tabular-nums">{money(total)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={totals.byType.length > 0 ? 'flex items-baseline justify-between gap-4 pt-3' : 'flex items-baseline justify-between gap-4'}>
        <span className="text-base font-semibold text-foreground">{M.grandTotal}</span>
        <output className="text-lg font-bold whitespace-nowrap text-foreground tabular-nums sm:text-xl" data-testid="proposal-grand-total" aria-label={M.grandTotal}>
          {money(totals.total)}
        </output>
      </div>
    </Card>
  );
}
