import { useId, useState, type FormEvent } from 'react';
import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { errorMessage } from '../../lib/api-error.ts';
import { declineProposal } from '../api/decline-proposal.ts';
import { Button } from '../components/button.tsx';
import { Dialog } from '../components/dialog.tsx';
import { MessageIcon } from '../components/icons.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

// docs/api/public-proposals.md: declined_reason ≤ 2000 characters.
const MAX_REASON = 2000;

type DeclineModalProps = { slug: string; onClose: () => void; onDeclined: (proposal: PublicProposalDto) => void };

/**
 * SPEC §2.8 decline modal, saying what happens (decision 0065): «Rechazar cotización», a free-text
 * opinion, Cancelar and a danger «Rechazar cotización» (POST /decline). Loaded only when opened;
 * cannot be closed while sending.
 */
export default function DeclineModal({ slug, onClose, onDeclined }: DeclineModalProps) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      onDeclined(await declineProposal(slug, reason));
    } catch (err) {
      setError(errorMessage(err));
      setSending(false);
    }
  }

  return (
    <Dialog onClose={onClose} locked={sending} labelledBy={`${ids}-title`} describedBy={`${ids}-text`} testId="decline-modal">
      <form onSubmit={submit} className="space-y-4">
        <div className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
            <MessageIcon className="size-7" />
          </span>
          <h2 id={`${ids}-title`} className="mt-3 text-xl font-bold tracking-tight">
            {M.declineTitle}
          </h2>
          <p id={`${ids}-text`} className="mt-2 text-sm text-muted-foreground">
            {M.declineText}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-reason`} className="text-sm font-medium">
            {M.declineLabel}
          </label>
          <textarea
            id={`${ids}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={MAX_REASON}
            rows={4}
            placeholder={M.declinePlaceholder}
            className="block w-full resize-y rounded-xl border border-input bg-surface px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none sm:text-sm"
          />
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={sending}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={sending}>
            {sending ? M.declining : M.confirmDecline}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
