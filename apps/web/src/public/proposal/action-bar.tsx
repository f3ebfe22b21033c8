import type { PublicProposalDto } from '@trato/domain/proposals/public-dto';
import { cn } from '../../lib/cn.ts';
import { Button } from '../components/button.tsx';
import { CheckIcon, DownloadIcon, FileIcon, MessageIcon, XIcon } from '../components/icons.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { ActionsMenu, type MenuItem } from './actions-menu.tsx';

type ActionBarProps = {
  proposal: PublicProposalDto;
  busy: 'png' | 'pdf' | null;
  onAccept: () => void;
  onContact: () => void;
  onDownloadPng: () => void;
  onDownloadPdf: () => void;
  onViewPdf: () => void;
  onDecline: () => void;
};

/**
 * SPEC §2.7 client actions. While the proposal can be signed the bar sticks to the bottom of a
 * phone's screen (accept within thumb's reach); from `sm` up it is a toolbar that stays at the top
 * of the window while the client reads (issue 32 §1: the accept action always within reach).
 * Downloads sit in the menu on phones and beside it on wider screens.
 */
export function ActionBar({ proposal, busy, onAccept, onContact, onDownloadPng, onDownloadPdf, onViewPdf, onDecline }: ActionBarProps) {
  const sticky = proposal.can_sign;
  const items: MenuItem[] = [
    { label: M.downloadPng, icon: <DownloadIcon className="size-4" />, onSelect: onDownloadPng, className: 'sm:hidden' },
    { label: M.downloadPdf, icon: <DownloadIcon className="size-4" />, onSelect: onDownloadPdf, className: 'sm:hidden' },
    { label: M.viewPdf, icon: <FileIcon className="size-4" />, onSelect: onViewPdf },
  ];
  if (proposal.can_decline) items.push({ label: M.decline, icon: <XIcon className="size-4" />, onSelect: onDecline, danger: true });

  return (
    <div
      role="group"
      aria-label={M.actionsLabel}
      className={cn(
        'z-20 flex items-center gap-2',
        sticky
          ? 'fixed inset-x-0 bottom-0 border-t border-border bg-surface/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(var(--shadow-color)/0.08)] backdrop-blur sm:sticky sm:top-3 sm:bottom-auto sm:rounded-2xl sm:border sm:p-2 sm:shadow-[0_4px_16px_rgb(var(--shadow-color)/0.08)]'
          : 'justify-end',
      )}
    >
      {proposal.can_sign && (
        <Button onClick={onAccept} className="min-w-0 flex-1 sm:flex-none">
          <CheckIcon className="size-4.5 shrink-0 max-sm:hidden" />
          <span className="truncate">{M.accept}</span>
        </Button>
      )}
      <Button variant="outline" onClick={onContact} className={cn(sticky && 'max-[379px]:w-11 max-[379px]:px-0')}>
        <MessageIcon className="size-4.5 shrink-0" />
        {/* On the narrowest phones the icon alone leaves room for the accept button; the name stays for screen readers. */}
        <span className={cn(sticky && 'max-[379px]:sr-only')}>{M.contact}</span>
      </Button>
      <div className={cn('hidden items-center gap-2 sm:flex', sticky && 'sm:ml-auto')}>
        <Button variant="ghost" onClick={onDownloadPng} disabled={busy !== null}>
          <DownloadIcon className="size-4.5" />
          {busy === 'png' ? M.working : M.downloadPng}
        </Button>
        <Button variant="ghost" onClick={onDownloadPdf} disabled={busy !== null}>
          <DownloadIcon className="size-4.5" />
          {busy === 'pdf' ? M.working : M.downloadPdf}
        </Button>
      </div>
      <ActionsMenu items={items} openUpOnPhones={sticky} />
    </div>
  );
}
