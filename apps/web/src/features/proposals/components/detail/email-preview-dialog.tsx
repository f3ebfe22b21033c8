import { Dialog, Tabs } from 'radix-ui';
import { Send } from 'lucide-react';
import type { ProposalEmailPreviewDto } from '@trato/domain/proposals/send';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogHeader } from '../../../../components/ui/dialog-header.tsx';
import { cn } from '../../../../lib/cn.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

type EmailPreviewDialogProps = {
  /** The rendered e-mail; the dialog is open while there is one. */
  preview: ProposalEmailPreviewDto | null;
  onClose: () => void;
  /** Sends the e-mail with the values it was previewed with. */
  onSend: () => void;
  sending: boolean;
  /** Where the focus goes when the dialog closes: the button that opened it (it was disabled while loading, so Radix lost it). */
  onCloseAutoFocus: (event: Event) => void;
};

const panelClasses = 'min-h-0 flex-1 rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The «Vista previa del correo» (issue 32 §4): the envelope (to, from, reply-to, subject), then the
 * HTML in a frame with every sandbox permission off (no scripts, no navigation, no forms: the
 * e-mail's links cannot leave it) or the plain-text part. Full screen on a phone, so the frame, not
 * the page, scrolls.
 */
export function EmailPreviewDialog({ preview, onClose, onSend, sending, onCloseAutoFocus }: EmailPreviewDialogProps) {
  const rows: [string, string][] = preview
    ? [
        [M.previewTo, preview.to ?? M.previewNone],
        [M.previewFrom, preview.from_name],
        [M.previewReplyTo, preview.reply_to ?? M.previewNone],
        [M.previewSubject, preview.subject],
      ]
    : [];
  return (
    <Dialog.Root open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col bg-surface shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(60rem,calc(100dvh-2rem))] sm:w-[calc(100vw-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-border"
        >
          <DialogHeader title={M.previewEmail} closeLabel={M.previewClose} className="sm:px-6" />
          {preview && (
            <Tabs.Root defaultValue="html" className="flex min-h-0 flex-1 flex-col gap-3 px-5 py-4 sm:px-6">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <dl aria-label={M.previewDetails} className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {rows.map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="font-medium break-words text-foreground">{value}</dd>
                    </div>
                  ))}
                </dl>
                <Tabs.List aria-label={M.previewViewsLabel} className="inline-flex shrink-0 self-start rounded-lg border border-border bg-surface p-0.5">
                  {(
                    [
                      ['html', M.previewDesign],
                      ['text', M.previewText],
                    ] as const
                  ).map(([value, label]) => (
                    <Tabs.Trigger
                      key={value}
                      value={value}
                      className={cn(
                        'flex h-8 items-center rounded-md px-3 text-xs font-medium text-muted-foreground',
                        'focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-surface-muted data-[state=active]:text-foreground',
                      )}
                    >
                      {label}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
              </div>
              <Tabs.Content value="html" className={cn(panelClasses, 'overflow-hidden bg-white')}>
                {/* sandbox="" grants nothing; the e-mail is a whole HTML document and never has scripts. */}
                <iframe sandbox="" srcDoc={preview.html} title={M.previewEmail} className="block size-full" />
              </Tabs.Content>
              <Tabs.Content value="text" className={cn(panelClasses, 'overflow-y-auto bg-surface-muted p-4')}>
                <pre className="font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground">{preview.text}</pre>
              </Tabs.Content>
            </Tabs.Root>
          )}
          {/* The reassurance sits beside the buttons it is about, leaving the height to the e-mail. */}
          <div className="flex flex-col gap-3 border-t border-border px-5 py-4 sm:flex-row sm:items-center sm:px-6">
            <Dialog.Description className="text-xs text-muted-foreground sm:mr-auto">{M.previewEmailText}</Dialog.Description>
            <div className="flex gap-2">
              <Dialog.Close asChild>
                <Button variant="outline" className="flex-1 sm:flex-none">
                  {M.close}
                </Button>
              </Dialog.Close>
              <Button loading={sending} onClick={onSend} className="flex-1 sm:flex-none">
                {!sending && <Send className="size-4" aria-hidden="true" />}
                {M.sendNow}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
