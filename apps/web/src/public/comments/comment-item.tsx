import { useState } from 'react';
import { formatDateTime } from '@trato/domain/date-format';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { errorMessage } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { deleteComment } from '../api/delete-comment.ts';
import { reactToComment } from '../api/react-to-comment.ts';
import { SmilePlusIcon, TrashIcon } from '../components/icons.tsx';
import { PUBLIC_MESSAGES as M } from '../messages.ts';

// docs/api/public-proposals.md: the reactions the API accepts.
export const REACTION_EMOJIS = ['👍', '❤️', '🎉', '😄', '🤔', '👀'] as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** `timeZone`: the provider workspace's, where the comment's instant falls on a day. */
type Props = { slug: string; comment: CommentDto; timeZone: string; onChanged: (c: CommentDto) => void; onDeleted: (id: string) => void };

/** One comment: author, time, the text (as text, never HTML), reactions that toggle, delete if own. */
export function CommentItem({ slug, comment, timeZone, onChanged, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const counts = new Map(comment.reactions.map((r) => [r.emoji, r]));
  const shown = REACTION_EMOJIS.filter((e) => picking || (counts.get(e)?.count ?? 0) > 0);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const react = (emoji: string) =>
    run(async () => {
      onChanged(await reactToComment(slug, comment.id, emoji));
      setPicking(false);
    });

  const kind = comment.author.kind === 'staff' ? M.authorStaff : comment.author.kind === 'customer' ? M.authorCustomer : null;
  return (
    <li className="flex gap-3" data-testid="comment">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          comment.author.kind === 'staff' ? 'bg-primary text-primary-foreground' : 'bg-surface-muted text-muted-foreground',
        )}
        aria-hidden="true"
      >
        {initials(comment.author.name)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <p className="font-semibold text-foreground">{comment.author.name}</p>
          {kind && <span className="rounded-full bg-primary-soft px-2 text-xs font-medium text-primary-text">{kind}</span>}
          <time className="text-xs text-muted-foreground" dateTime={comment.created_at}>
            {formatDateTime(comment.created_at, timeZone)}
          </time>
        </div>
        <p className="mt-1 text-[15px] break-words whitespace-pre-line text-foreground/90">{comment.body}</p>
        <div className="mt-2 flex flex-wrap items-center gap-1.5" role="group" aria-label={M.reactionsLabel}>
          {shown.map((emoji) => {
            const r = counts.get(emoji);
            return (
              <button
                key={emoji}
                type="button"
                disabled={busy}
                aria-pressed={r?.reacted ?? false}
                aria-label={M.react(emoji)}
                onClick={() => void react(emoji)}
                className={cn(
                  'inline-flex h-8 items-center gap-1 rounded-full border px-2.5 text-sm transition-colors disabled:opacity-60',
                  r?.reacted ? 'border-primary bg-primary-soft text-primary-text' : 'border-border bg-surface hover:bg-surface-muted',
                )}
              >
                <span aria-hidden="true">{emoji}</span>
                {(r?.count ?? 0) > 0 && <span className="text-xs font-medium tabular-nums">{r?.count}</span>}
              </button>
            );
          })}
          {!picking && (
            <button
              type="button"
              onClick={() => setPicking(true)}
              aria-label={M.reactionsLabel}
              className="inline-flex h-8 items-center rounded-full border border-dashed border-border px-2.5 text-sm text-muted-foreground hover:bg-surface-muted"
            >
              <SmilePlusIcon className="size-4" />
            </button>
          )}
          {comment.can_delete && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(async () => {
                await deleteComment(slug, comment.id);
                onDeleted(comment.id);
              })}
              aria-label={M.deleteComment}
              className="ml-auto inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-danger-soft hover:text-danger"
            >
              <TrashIcon className="size-4" />
            </button>
          )}
        </div>
        {error && (
          <p role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
