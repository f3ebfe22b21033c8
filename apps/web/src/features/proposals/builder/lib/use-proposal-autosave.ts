import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { proposalFormKey } from '../api/get-proposal-form.ts';
import { updateProposal, updateProposalOnLeave, type ProposalPatch } from '../api/update-proposal.ts';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'error';

export const AUTOSAVE_DELAY_MS = 800;

/** Where the saves go: the proposal by default; the project wizard and edit page pass their own. */
export type AutosaveTarget<P> = {
  send: (id: string, patch: P) => Promise<unknown>;
  cacheKey: (id: string) => QueryKey;
  sendOnLeave: (id: string, patch: P) => void;
};

const PROPOSAL_TARGET: AutosaveTarget<ProposalPatch> = { send: updateProposal, cacheKey: proposalFormKey, sendOnLeave: updateProposalOnLeave };

/**
 * Saves the builder's fields as the person works: changes are merged into one pending patch and
 * sent after `delay` ms of quiet, one request at a time (what arrives meanwhile goes in the next).
 * A failed patch is kept and merged under newer changes, so retrying (or the next edit) sends it
 * again; nothing is dropped. `flush` sends now and resolves once everything is saved (it rejects
 * on failure), for "Siguiente" and "Finalizar". Each answer refreshes the builder's cached proposal.
 */
export function useProposalAutosave<P extends object = ProposalPatch>(id: string, delay = AUTOSAVE_DELAY_MS, target: AutosaveTarget<P> = PROPOSAL_TARGET as unknown as AutosaveTarget<P>) {
  const qc = useQueryClient();
  const [state, setState] = useState<AutosaveState>('idle');
  /** The last failure as thrown (an ApiError carries the server's message). */
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<P>({} as P);
  const inflight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const drain = useCallback(async () => {
    while (Object.keys(pending.current).length > 0) {
      const patch = pending.current;
      pending.current = {} as P;
      setState('saving');
      try {
        const saved = await target.send(id, patch);
        qc.setQueryData(target.cacheKey(id), saved);
      } catch (e) {
        // Keep it, under anything newer typed while it was in flight.
        pending.current = { ...patch, ...pending.current };
        setError(e);
        setState('error');
        throw e;
      }
    }
    setError(null);
    setState('saved');
  }, [id, qc, target]);

  const run = useCallback((): Promise<void> => {
    inflight.current ??= drain().finally(() => {
      inflight.current = null;
    });
    return inflight.current;
  }, [drain]);

  const flush = useCallback(async (): Promise<void> => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    // A save already running may have started before the latest changes: wait, then send the rest.
    if (inflight.current) await inflight.current;
    if (Object.keys(pending.current).length > 0) await run();
  }, [run]);

  const save = useCallback(
    (patch: P, wait = delay) => {
      pending.current = { ...pending.current, ...patch };
      // Unsaved as soon as it changes: 'Guardando…' covers the quiet wait too.
      setState('saving');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void run().catch(() => undefined), wait);
    },
    [delay, run],
  );

  const retry = useCallback(() => void flush().catch(() => undefined), [flush]);

  // Leaving the builder sends what is still waiting; so does hiding the tab (a phone switching
  // apps). A page being unloaded (reload, tab closed) sends it as a keepalive request instead.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush().catch(() => undefined);
    };
    const onUnload = () => {
      window.clearTimeout(timer.current);
      if (Object.keys(pending.current).length > 0) target.sendOnLeave(id, pending.current);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onUnload);
      void flush().catch(() => undefined);
    };
  }, [flush, id, target]);

  return { state, error, save, flush, retry, hasPending: () => Object.keys(pending.current).length > 0 || inflight.current !== null };
}

export type ProposalAutosave = ReturnType<typeof useProposalAutosave>;
