import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { proposalFormKey } from '../api/get-proposal-form.ts';
import { updateProposal, updateProposalOnLeave, type ProposalPatch } from '../api/update-proposal.ts';
import { isStoredValue } from './proposal-dirty.ts';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'error';

export const AUTOSAVE_DELAY_MS = 800;

/** Where the saves go: the proposal by default; the project wizard and edit page pass their own. */
export type AutosaveTarget<P> = {
  send: (id: string, patch: P) => Promise<unknown>;
  cacheKey: (id: string) => QueryKey;
  sendOnLeave: (id: string, patch: P) => void;
  /** Whether the cached record already holds this value of a field: then there is nothing to send. */
  isStored?: (cached: never, key: string, value: unknown) => boolean;
};

const PROPOSAL_TARGET: AutosaveTarget<ProposalPatch> = {
  send: updateProposal,
  cacheKey: proposalFormKey,
  sendOnLeave: updateProposalOnLeave,
  isStored: isStoredValue as AutosaveTarget<ProposalPatch>['isStored'],
};

/**
 * Saves the builder's fields as the person works: changes are merged into one pending patch and
 * sent after `delay` ms of quiet, one request at a time (what arrives meanwhile goes in the next).
 * A failed patch is kept and merged under newer changes, so retrying (or the next edit) sends it
 * again; nothing is dropped. `flush` sends now and resolves once everything is saved (it rejects
 * on failure), for "Siguiente" and "Finalizar". Each answer refreshes the builder's cached proposal.
 * Only what changed is sent: a field set back to its saved value leaves the patch (dirty tracking
 * per field against the cached record), so opening and closing the builder sends nothing.
 */
export function useProposalAutosave<P extends object = ProposalPatch>(id: string, delay = AUTOSAVE_DELAY_MS, target: AutosaveTarget<P> = PROPOSAL_TARGET as unknown as AutosaveTarget<P>) {
  const qc = useQueryClient();
  const [state, setState] = useState<AutosaveState>('idle');
  /** The last failure as thrown (an ApiError carries the server's message). */
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<P>({} as P);
  const inflight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** What the status shows once nothing is waiting: nothing yet, or the last save's outcome. */
  const settled = useRef<AutosaveState>('idle');

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
        settled.current = 'error';
        setState('error');
        throw e;
      }
    }
    setError(null);
    settled.current = 'saved';
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
      const next = { ...pending.current } as Record<string, unknown>;
      // While a save is in flight the cache is not yet what the server will hold: send everything.
      const cached = inflight.current ? undefined : qc.getQueryData(target.cacheKey(id));
      for (const [key, value] of Object.entries(patch)) {
        if (cached !== undefined && target.isStored?.(cached as never, key, value)) delete next[key];
        else next[key] = value;
      }
      pending.current = next as P;
      window.clearTimeout(timer.current);
      if (Object.keys(next).length === 0) {
        // Typed back to what is saved: nothing to send, the status goes back to where it was.
        if (!inflight.current) setState(settled.current);
        return;
      }
      // Unsaved as soon as it changes: 'Guardando…' covers the quiet wait too.
      setState('saving');
      timer.current = window.setTimeout(() => void run().catch(() => undefined), wait);
    },
    [delay, run, qc, id, target],
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
