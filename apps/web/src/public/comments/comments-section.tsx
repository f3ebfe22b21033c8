import { Button } from '../components/button.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { useComments } from './use-comments.ts';

/** The proposal's conversation: the same thread the staff see on /proposals/{id}. */
export function CommentsSection({ slug, timeZone }: { slug: string; timeZone: string }) {
  const { state, reload, added, replaced, removed } = useComments(slug);
  return (
    <section aria-labelledby="comments-title" className="space-y-4" id="comentarios">
      <div>
        <h2 id="comments-title" className="text-lg font-semibold text-foreground">
          {M.commentsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{M.commentsIntro}</p>
      </div>
      {state.status === 'loading' && (
        <p className="text-sm text-muted-foreground" role="status">
          {M.commentsLoading}
        </p>
      )}
      {state.status === 'error' && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger" role="alert">
          <span>
            {M.commentsFailed} {state.message}
          </span>
          <Button variant="outline" className="h-9" onClick={reload}>
            {M.retry}
          </Button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.comments.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">{M.commentsEmpty}</p>
        ) : (
          <ul className="space-y-5" aria-label={M.commentsTitle}>
            {state.comments.map((c) => (
              <CommentItem key={c.id} slug={slug} comment={c} timeZone={timeZone} onChanged={replaced} onDeleted={removed} />
            ))}
          </ul>
        ))}
      <CommentForm slug={slug} viewer={state.status === 'ready' ? state.viewer : null} onAdded={added} />
    </section>
  );
}
