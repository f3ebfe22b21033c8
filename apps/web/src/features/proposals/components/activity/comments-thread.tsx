import { MessageSquare } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useProposalComments, type CommentThreadType } from '../../api/get-proposal-comments.ts';
import { ActivitySection } from './activity-section.tsx';
import { CommentItem } from './comment-item.tsx';
import { CommentReplyForm } from './comment-reply-form.tsx';
import { ACTIVITY_MESSAGES as M } from './messages.ts';

/** The same thread the client sees on the public page, with staff replies, reactions and deletes. */
export function CommentsThread({
  proposalId,
  type = 'proposal',
  hint = M.commentsHint,
  empty = M.commentsEmpty,
}: {
  proposalId: string;
  type?: CommentThreadType;
  hint?: string;
  empty?: string;
}) {
  const comments = useProposalComments(proposalId, type);
  const list = comments.data ?? [];
  return (
    <ActivitySection id="proposal-comments" icon={MessageSquare} title={M.commentsTitle} meta={comments.data ? M.commentsCount(list.length) : undefined} hint={hint}>
      {comments.isPending ? (
        <Spinner label={M.commentsLoading} />
      ) : comments.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger" role="alert">
          {M.commentsError}
          <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
            {M.retry}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="space-y-5">
          {list.map((comment) => (
            <CommentItem key={comment.id} proposalId={proposalId} comment={comment} />
          ))}
        </ol>
      )}
      <CommentReplyForm proposalId={proposalId} type={type} />
    </ActivitySection>
  );
}
