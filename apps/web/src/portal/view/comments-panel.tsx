import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@trato/domain/date-format';
import type { CommentDto, CommentListDto } from '@trato/domain/proposals/public-dto';
import { errorMessage } from '../../lib/api-error.ts';
import { Button } from '../../public/components/button.tsx';
import { CommentItem } from '../../public/comments/comment-item.tsx';
import { createProjectComment } from '../api/comments.ts';
import { Card, EmptyState } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from './portal-view.ts';

// docs/api/public-proposals.md: body 1–2000 characters.
const MAX_BODY = 2000;

/**
 * The portal's conversation with the provider: the public page's comment rows (reactions, delete
 * own) and a form where the customer writes as themselves. Read-only in the staff view.
 */
export function CommentsPanel() {
  const { project, readOnly, loadComments, organization } = usePortalView();
  const queryClient = useQueryClient();
  const key = ['portal', 'comments', project.id, readOnly];
  const thread = useQuery({ queryKey: key, queryFn: ({ signal }) => loadComments(project.id, signal) });
  const change = (fn: (all: CommentDto[]) => CommentDto[]) =>
    queryClient.setQueryData<CommentListDto>(key, (old) => (old ? { ...old, data: fn(old.data) } : old));

  return (
    <div id="comentarios" className="scroll-mt-6">
      <Card title={M.commentsTitle}>
        <div className="space-y-5">
          {thread.isPending && (
            <p className="text-sm text-muted-foreground" role="status">
              {M.commentsLoading}
            </p>
          )}
          {thread.isError && (
            <div className="flex flex-wrap items-center gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger" role="alert">
              <span>{errorMessage(thread.error)}</span>
              <Button variant="outline" className="h-9" onClick={() => void thread.refetch()}>
                {M.retry}
              </Button>
            </div>
          )}
          {thread.data &&
            (thread.data.data.length === 0 ? (
              <EmptyState>{M.commentsEmpty}</EmptyState>
            ) : (
              <ul className="space-y-5" aria-label={M.commentsTitle}>
                {thread.data.data.map((c) =>
                  readOnly ? (
                    <ReadOnlyComment key={c.id} comment={c} timeZone={organization.time_zone} />
                  ) : (
                    <CommentItem
                      key={c.id}
                      slug={project.id}
                      comment={c}
                      timeZone={organization.time_zone}
                      onChanged={(next) => change((all) => all.map((x) => (x.id === next.id ? next : x)))}
                      onDeleted={(id) => change((all) => all.filter((x) => x.id !== id))}
                    />
                  ),
                )}
              </ul>
            ))}
          {!readOnly && <CommentForm projectId={project.id} onAdded={(c) => change((all) => [...all, c])} />}
        </div>
      </Card>
    </div>
  );
}

function ReadOnlyComment({ comment, timeZone }: { comment: CommentDto; timeZone: string }) {
  return (
    <li data-testid="comment">
      <p className="text-sm">
        <span className="font-semibold">{comment.author.name}</span>{' '}
        <time className="text-xs text-muted-foreground" dateTime={comment.created_at}>
          {formatDateTime(comment.created_at, timeZone)}
        </time>
      </p>
      <p className="mt-1 text-[15px] break-words whitespace-pre-line text-foreground/90">{comment.body}</p>
    </li>
  );
}

function CommentForm({ projectId, onAdded }: { projectId: string; onAdded: (c: CommentDto) => void }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !body.trim()) return;
    setSending(true);
    setError(null);
    try {
      onAdded((await createProjectComment(projectId, body.trim())).data);
      setBody('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <label htmlFor={id} className="sr-only">
        {M.commentLabel}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={MAX_BODY}
        rows={3}
        placeholder={M.commentPlaceholder}
        className="block min-h-24 w-full resize-y rounded-xl border border-input bg-surface px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus:border-primary focus:ring-2 focus:ring-ring focus:outline-none sm:text-sm"
      />
      {error && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={sending || !body.trim()}>
          {sending ? M.sending : M.send}
        </Button>
      </div>
    </form>
  );
}
