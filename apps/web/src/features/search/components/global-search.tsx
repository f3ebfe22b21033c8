import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Search, X } from 'lucide-react';
import { useSearchShortcut } from '../hooks/use-search-shortcut.ts';
import { isMac } from '../lib/result-list.ts';
import { SEARCH_UI_MESSAGES as M } from '../messages.ts';
import { SearchCombobox, type SearchComboboxHandle } from './search-combobox.tsx';

/**
 * The admin header's search (SPEC §2.4): a box from 768 px up; below, an icon that opens the same
 * search in a full-width sheet. Ctrl+K / ⌘+K (or '/') focuses the box, or opens the sheet on a phone.
 */
export function GlobalSearch() {
  const inline = useRef<SearchComboboxHandle>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const mac = isMac();

  useSearchShortcut(() => {
    if (inline.current?.isVisible()) inline.current.focus();
    else setSheetOpen(true);
  });

  return (
    <>
      <SearchCombobox ref={inline} variant="inline" hint={M.shortcut(mac)} className="hidden w-56 md:block lg:w-80" />
      <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
        <Dialog.Trigger
          aria-label={M.open}
          title={M.shortcutHint(mac)}
          className="flex size-10 items-center justify-center rounded-full text-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
        >
          <Search className="size-5" aria-hidden="true" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
          <Dialog.Content aria-describedby={undefined} className="fixed inset-x-0 top-0 z-50 border-b border-border bg-background p-3 shadow-xl focus:outline-none">
            <Dialog.Title className="sr-only">{M.label}</Dialog.Title>
            <div className="flex items-start gap-2">
              <SearchCombobox variant="overlay" onChosen={() => setSheetOpen(false)} onEscape={() => setSheetOpen(false)} className="min-w-0 flex-1" />
              <Dialog.Close aria-label={M.close} className="flex size-10 shrink-0 items-center justify-center rounded-lg text-foreground hover:bg-surface-muted">
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
