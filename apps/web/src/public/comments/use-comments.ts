import { startTransition, useCallback, useEffect, useState } from "react";
import type {
  CommentDto,
  CommentViewerDto,
} from "@trato/domain/proposals/public-dto";
import { errorMessage } from "../../lib/api-error.ts";
import { getComments } from "../api/get-comments.ts";

export type CommentsState =
  /** `added`: comments the client posted while the thread was still on its way (shown once it arrives). */
  | { status: "loading"; added?: CommentDto[] }
  | { status: "ready"; comments: CommentDto[]; viewer: CommentViewerDto }
  | { status: "error"; message: string };

/** `comments`, then those of `added` it does not hold yet (by id). */
function withAdded(
  comments: CommentDto[],
  added: CommentDto[] | undefined,
): CommentDto[] {
  if (!added?.length) return comments;
  const known = new Set(comments.map((c) => c.id));
  return [...comments, ...added.filter((c) => !known.has(c.id))];
}

/** The proposal's comment thread and who the API recognised, with local updates after adding, deleting or reacting. */
export function useComments(slug: string) {
  const [state, setState] = useState<CommentsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    getComments(slug, controller.signal).then(
      // In a transition: React renders the thread in slices that yield to the browser, so a long
      // thread arriving while the page starts does not hold a phone's main thread (decision 0084).
      // A comment posted while the thread was loading is kept: the thread may have been read before
      // the comment was written (a slow phone types into the server's form before the app loads).
      ({ data, viewer }) =>
        startTransition(() =>
          setState((s) => ({
            status: "ready",
            comments: withAdded(
              data,
              s.status === "loading" ? s.added : undefined,
            ),
            viewer,
          })),
        ),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: "error", message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const update = useCallback(
    (change: (comments: CommentDto[]) => CommentDto[]) => {
      setState((s) =>
        s.status === "ready" ? { ...s, comments: change(s.comments) } : s,
      );
    },
    [],
  );

  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    added: useCallback(
      (c: CommentDto) => {
        setState((s) =>
          s.status === "loading" ? { ...s, added: [...(s.added ?? []), c] } : s,
        );
        update((all) => [...all, c]);
      },
      [update],
    ),
    replaced: useCallback(
      (c: CommentDto) =>
        update((all) => all.map((x) => (x.id === c.id ? c : x))),
      [update],
    ),
    removed: useCallback(
      (id: string) => update((all) => all.filter((x) => x.id !== id)),
      [update],
    ),
  };
}
