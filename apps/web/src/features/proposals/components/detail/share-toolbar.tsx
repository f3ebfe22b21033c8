import { useRef, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { Eye, FileDown, ImageDown, Link2, Pencil, Send } from 'lucide-react';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { isEditable } from '@trato/domain/proposals/statuses';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';
import { ProposalActionsMenu } from '../actions/proposal-actions-menu.tsx';
import { useShareActions } from './use-share-actions.ts';

const label = 'hidden md:inline';

/** SPEC §2.7 share-mode buttons: copy link, edit, PNG, PDF, share; plus preview and the actions menu. */
export function ShareToolbar({ proposal, documentRef }: { proposal: ProposalDto; documentRef: RefObject<HTMLElement | null> }) {
  const share = useShareActions(proposal, documentRef);
  const navigate = useNavigate();
  const copying = useRef(false);
  const finished = proposal.status !== 'init';
  return (
    <div role="group" aria-label={M.toolbarLabel} className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        aria-label={M.copyLink}
        onClick={() => {
          if (copying.current) return;
          copying.current = true;
          void share.copyLink().finally(() => (copying.current = false));
        }}
      >
        <Link2 className="size-4" aria-hidden="true" />
        <span className={label}>{M.copyLink}</span>
      </Button>
      {isEditable(proposal.status) && (
        <Link to={`/proposals/${proposal.id}/edit#step-1`} className={buttonClasses('outline')} aria-label={M.edit}>
          <Pencil className="size-4" aria-hidden="true" />
          <span className={label}>{M.edit}</span>
        </Link>
      )}
      <Button variant="outline" aria-label={M.downloadPng} loading={share.busy === 'png'} onClick={() => void share.downloadPng()}>
        {share.busy !== 'png' && <ImageDown className="size-4" aria-hidden="true" />}
        <span className={label}>PNG</span>
      </Button>
      <Button variant="outline" aria-label={M.downloadPdf} loading={share.busy === 'pdf'} onClick={() => void share.downloadPdf()}>
        {share.busy !== 'pdf' && <FileDown className="size-4" aria-hidden="true" />}
        <span className={label}>PDF</span>
      </Button>
      <Link to={`/proposals/${proposal.id}/preview`} className={buttonClasses('outline')} aria-label={M.preview}>
        <Eye className="size-4" aria-hidden="true" />
        <span className={label}>{M.preview}</span>
      </Link>
      <ProposalActionsMenu proposal={proposal} trigger="button" onGone={() => void navigate('/proposals')} />
      {finished && (
        <Link to={`/proposals/${proposal.id}/share`} className={buttonClasses('primary', 'md', 'sm:ml-auto')}>
          <Send className="size-4" aria-hidden="true" />
          {M.share}
        </Link>
      )}
    </div>
  );
}
