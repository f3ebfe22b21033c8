import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from '../../../../lib/toast.ts';
import { formatDateTime } from '@trato/domain/date-format';
import type { CommentDto } from '@trato/domain/proposals/public-dto';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useDeleteComment } from '../../api/delete-comment.ts';
import { CommentReactions } from './comment-reactions.tsx';
import { ACTIVITY_MESSAGES as M } from './messages.ts';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

/** One comment: who, when, the text (plain text, never HTML), reactions and delete. */
export function CommentItem({ proposalId, comment }: { proposalId: string; comment: CommentDto }) {
  const remove = useDeleteComment(proposalId);
  const timeZone = useWorkspaceTimeZone();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex gap-3" data-testid="staff-comment">
      <Avatar name={comment.author.name} src={comment.author.avatar} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-foreground">{comment.author.name}</span>
          <Badge tone={comment.author.kind === 'staff' ? undefined : 'bg-surface-muted text-muted-foreground'}>{M.authorKind[comment.author.kind] ?? comment.author.kind}</Badge>
          <time dateTime={comment.created_at} className="text-xs text-muted-foreground">
            {formatDateTime(comment.created_at, timeZone)}
          </time>
          <button
            type="button"
            aria-label={M.deleteComment}
            title={M.deleteComment}
            onClick={() => setConfirming(true)}
            className="ml-auto inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground hover:bg-danger-soft hover:text-danger"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        <p className="text-sm whitespace-pre-wrap break-words text-foreground">{comment.body}</p>
        <CommentReactions proposalId={proposalId} comment={comment} />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={M.deleteCommentTitle}
        description={M.deleteCommentText}
        confirmLabel={M.deleteCommentConfirm}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(M.commentDeleted);
            },
            onError: (error) => toast.error(M.deleteFailed, { description: errorMessage(error) }),
          })
        }
      />
    </li>
  );
}
