import { useState } from 'react';
import { SmilePlus } from 'lucide-react';
import { toast } from '../../../../lib/toast.ts';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { errorMessage } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { useReactToComment } from '../../api/react-to-comment.ts';
import { ACTIVITY_MESSAGES as M } from './messages.ts';

/** The reactions the API accepts (docs/api/public-proposals.md). */
export const COMMENT_EMOJIS = ['👍', '❤️', '🎉', '😄', '🤔', '👀'] as const;

const chip = 'inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs transition-colors disabled:opacity-60';

/** Reaction chips (click toggles yours) and a picker with the six emojis. */
export function CommentReactions({ proposalId, comment }: { proposalId: string; comment: CommentDto }) {
  const react = useReactToComment(proposalId);
  const [picking, setPicking] = useState(false);
  const toggle = (emoji: string) =>
    react.mutate(
      { id: comment.id, emoji },
      { onSuccess: () => setPicking(false), onError: (error) => toast.error(M.reactFailed, { description: errorMessage(error) }) },
    );
  const shown = comment.reactions.filter((r) => r.count > 0);

  return (
    <div role="group" aria-label={M.reactionsLabel} className="flex flex-wrap items-center gap-1.5">
      {shown.map((r) => (
        <button
          key={r.emoji}
          type="button"
          aria-pressed={r.reacted}
          aria-label={M.react(r.emoji, r.count, r.reacted)}
          disabled={react.isPending}
          onClick={() => toggle(r.emoji)}
          className={cn(chip, r.reacted ? 'border-primary/40 bg-primary-soft text-primary-text' : 'border-border bg-surface hover:bg-surface-muted')}
        >
          <span aria-hidden="true">{r.emoji}</span>
          <span className="tabular-nums">{r.count}</span>
        </button>
      ))}
      <button
        type="button"
        aria-expanded={picking}
        aria-label={M.addReaction}
        title={M.addReaction}
        onClick={() => setPicking((v) => !v)}
        className={cn(chip, 'border-transparent text-muted-foreground hover:bg-surface-muted hover:text-foreground')}
      >
        <SmilePlus className="size-4" aria-hidden="true" />
      </button>
      {picking
        ? COMMENT_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={emoji}
              disabled={react.isPending}
              onClick={() => toggle(emoji)}
              className="inline-flex size-8 items-center justify-center rounded-full text-base hover:bg-surface-muted disabled:opacity-60"
            >
              {emoji}
            </button>
          ))
        : null}
    </div>
  );
}
