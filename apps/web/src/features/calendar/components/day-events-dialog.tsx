import { Dialog } from 'radix-ui';
import { formatDay } from '@trato/domain/date-format';
import { DialogHeader } from '../../../components/ui/dialog-header.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { eventsBetween } from '../../../lib/calendar/month-grid.ts';
import { useCalendarDay } from '../api/get-calendar-events.ts';
import { CALENDAR_MESSAGES as M } from '../messages.ts';
import { AgendaList } from './agenda-list.tsx';

/**
 * Every event of one day (the '+N más' of a grid cell or an agenda day): the month's request sends
 * only the first few a day (decision 0039), so the day is fetched on its own when opened.
 */
export function DayEventsDialog({ day, filters, onClose }: { day: string | null; filters: { payments: boolean; stages: boolean }; onClose: () => void }) {
  const query = useCalendarDay(day, filters);
  const title = formatDay(day) ?? '';
  const events = day && query.data ? eventsBetween(query.data.events, day, day) : [];
  const total = (day ? query.data?.days?.[day] : undefined) ?? events.length;
  return (
    <Dialog.Root open={day !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-border bg-surface shadow-xl focus-visible:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <DialogHeader title={title} closeLabel={M.dayClose} />
          <div className="px-5 py-3">
            {query.isError ? (
              <LoadError title={M.dayLoadError} error={query.error} onRetry={() => void query.refetch()} />
            ) : query.isPending ? (
              <div className="py-6">
                <Spinner label={M.dayLoading} />
              </div>
            ) : (
              <>
                <AgendaList events={events} label={M.dayEventsLabel(title)} />
                {total > events.length && <p className="py-3 text-xs text-muted-foreground">{M.dayShown(events.length, total)}</p>}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
