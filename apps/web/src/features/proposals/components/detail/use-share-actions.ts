import { useState, type RefObject } from 'react';
import { toast } from '../../../../lib/toast.ts';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { downloadProposalPdf } from '../../api/download-proposal-pdf.ts';
import { nodeToPng, saveBlob } from '../../lib/download.ts';
import { fileBaseName, publicUrl } from '../../lib/files.ts';
import { PROPOSALS_MESSAGES as M } from '../../messages.ts';

/** Copies the public link (SPEC §8 toasts). */
export async function copyShareLink(proposal: ProposalDto): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(publicUrl(proposal, window.location.origin));
    toast.success(M.linkCopied);
    return true;
  } catch (error) {
    console.error(M.linkCopyFailed, error);
    toast.error(M.linkCopyFailed);
    return false;
  }
}

/** The share-mode actions of the detail page: copy the link, download PNG (of the page's document) and PDF. */
export function useShareActions(proposal: ProposalDto, documentRef: RefObject<HTMLElement | null>) {
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const base = fileBaseName(proposal.name);

  const run = async (kind: 'png' | 'pdf', work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      console.error(M.downloadFailed, error);
      toast.error(M.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    copyLink: () => copyShareLink(proposal),
    downloadPng: () =>
      run('png', async () => {
        const node = documentRef.current;
        if (!node) throw new Error('Sin documento');
        saveBlob(await nodeToPng(node), `${base}.png`);
      }),
    downloadPdf: () => run('pdf', async () => saveBlob(await downloadProposalPdf(proposal.id), `${base}.pdf`)),
  };
}
