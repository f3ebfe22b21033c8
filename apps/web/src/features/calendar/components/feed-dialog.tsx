import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { toast } from '../../../lib/toast.ts';
import { CalendarPlus, Copy } from 'lucide-react';
import { formatLongDate } from '@trato/domain/date-format';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DialogHeader } from '../../../components/ui/dialog-header.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';
import { CALENDAR_MESSAGES } from '../messages.ts';
import { useWorkspaceTimeZone } from '../../../lib/auth/workspace-time-zone.ts';

const M = CALENDAR_MESSAGES.feed;

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(M.copied);
  } catch {
    toast.error(M.copyFailed);
  }
}

/** The feed once created: the URL (shown this one time), copy, and how to add it to a calendar app. */
function FeedUrl({ url }: { url: string }) {
  return (
    <div className="space-y-3">
      <label className="block text-sm font-medium text-foreground" htmlFor="calendar-feed-url">
        {M.urlLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
        <Button variant="primary" onClick={() => void copy(url)}>
          <Copy className="size-4" aria-hidden="true" />
          {M.copy}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{M.onceNote}</p>
    </div>
  );
}

/** 'Suscribirse al calendario': create (or replace) the private feed URL, copy it, revoke it. */
export function FeedDialog() {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const status = useCalendarFeed(open);
  const timeZone = useWorkspaceTimeZone();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const active = status.data?.active ?? false;

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => setUrl(created.url),
      onError: (e) => toast.error(M.createFailed, { description: errorMessage(e) }),
    });
  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirming(false);
        toast.success(M.revoked);
      },
      onError: (e) => toast.error(M.revokeFailed, { description: errorMessage(e) }),
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setUrl(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <CalendarPlus className="size-4" aria-hidden="true" />
          {M.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-border bg-surface shadow-xl focus-visible:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <DialogHeader title={M.title} description={M.description} closeLabel={M.close} />
          <div className="space-y-5 px-5 py-5">
            {status.isPending ? (
              <Spinner label={M.loading} />
            ) : url ? (
              <FeedUrl url={url} />
            ) : (
              <div className="space-y-3">
                {active && status.data?.created_at && <p className="text-sm text-muted-foreground">{M.activeSince(formatLongDate(status.data.created_at, timeZone) ?? '')}</p>}
                <Button loading={create.isPending} onClick={onCreate}>
                  {create.isPending ? M.creating : active ? M.rotate : M.create}
                </Button>
              </div>
            )}
            <ul className="space-y-1.5 text-sm text-muted-foreground">
              <li>{M.google}</li>
              <li>{M.outlook}</li>
            </ul>
            {(active || url) && (
              <div className="border-t border-border pt-4">
                <Button variant="outline" className="text-danger" onClick={() => setConfirming(true)}>
                  {M.revoke}
                </Button>
              </div>
            )}
          </div>
          <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={M.revokeTitle} description={M.revokeText} confirmLabel={M.revokeConfirm} loading={revoke.isPending} onConfirm={onRevoke} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
