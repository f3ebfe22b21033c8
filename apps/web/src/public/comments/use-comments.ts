import { startTransition, useCallback, useEffect, useState } from 'react';
import type { CommentDto, CommentViewerDto } from '@trato/domain/proposals/public-dto';
import { errorMessage } from '../../lib/api-error.ts';
import { getComments } from '../api/get-comments.ts';

export type CommentsState =
  | { status: 'loading' }
  | { status: 'ready'; comments: CommentDto[]; viewer: CommentViewerDto }
  | { status: 'error'; message: string };

/** The proposal's comment thread and who the API recognised, with local updates after adding, deleting or reacting. */
export function useComments(slug: string) {
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getComments(slug, controller.signal).then(
      // In a transition: React renders the thread in slices that yield to the browser, so a long
      // thread arriving while the page starts does not hold a phone's main thread (decision 0084).
      ({ data, viewer }) => startTransition(() => setState({ status: 'ready', comments: data, viewer })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const update = useCallback((change: (comments: CommentDto[]) => CommentDto[]) => {
    setState((s) => (s.status === 'ready' ? { ...s, comments: change(s.comments) } : s));
  }, []);

  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    added: useCallback((c: CommentDto) => update((all) => [...all, c]), [update]),
    replaced: useCallback((c: CommentDto) => update((all) => all.map((x) => (x.id === c.id ? c : x))), [update]),
    removed: useCallback((id: string) => update((all) => all.filter((x) => x.id !== id)), [update]),
  };
}
