import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Plus, Search } from 'lucide-react';
import type { ServiceDto } from '@trato/domain/services/schemas';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useCatalogueSearch } from './api/search-catalogue.ts';
import { PRICING_MESSAGES as M } from './messages.ts';
import { SERVICE_TYPE_LABELS } from '@trato/domain/services/types';
import { DialogHeader } from '../../../../components/ui/dialog-header.tsx';

/** SPEC §5/§9: search is debounced 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

type CataloguePickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (service: ServiceDto) => void;
  money: (amount: string) => string;
};

/** 'Agregar del catálogo': search the workspace's services and copy one into the proposal. */
export function CataloguePicker({ open, onOpenChange, onPick, money }: CataloguePickerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl border border-border bg-surface shadow-xl focus:outline-none sm:inset-auto sm:top-[10vh] sm:left-1/2 sm:max-h-[80dvh] sm:w-[calc(100vw-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:rounded-2xl">
          <DialogHeader title={M.pickerTitle} description={M.pickerDescription} closeLabel={M.close} />
          {open && <PickerBody onPick={onPick} money={money} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerBody({ onPick, money }: { onPick: (service: ServiceDto) => void; money: (amount: string) => string }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useCatalogueSearch(query, true);
  const results = search.data?.data ?? [];

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative px-5 pt-4">
        <Search className="pointer-events-none absolute top-1/2 left-8 mt-2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label={M.pickerSearch} placeholder={M.pickerPlaceholder} value={text} onChange={(e) => setText(e.target.value)} className="pl-9" autoFocus />
      </div>
      <div className="min-h-40 flex-1 overflow-y-auto px-5 py-4" aria-busy={search.isFetching}>
        {search.isPending ? (
          <Spinner label={M.pickerLoading} />
        ) : search.isError ? (
          <Alert tone="danger" title={M.pickerError}>
            {errorMessage(search.error)}
          </Alert>
        ) : results.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{query.trim() ? M.pickerNoResults(query.trim()) : M.pickerEmpty}</p>
        ) : (
          <ul className="space-y-2" aria-label={M.pickerResults}>
            {results.map((service) => (
              <li key={service.id}>
                <button
                  type="button"
                  aria-label={M.pickerAdd(service.name)}
                  onClick={() => onPick(service)}
                  className="flex w-full items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 text-left transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-foreground">{service.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {service.subservices.length > 0 ? M.subservicesCount(service.subservices.length) : SERVICE_TYPE_LABELS[service.type]}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-sm font-semibold text-foreground tabular-nums">
                    {money(service.total)}
                    <Plus className="size-4 text-primary-text" aria-hidden="true" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
