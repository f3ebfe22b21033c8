import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from '../../../../lib/toast.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { inputClasses } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { cn } from '../../../../lib/cn.ts';
import { useCreateProposalComment } from '../../api/create-proposal-comment.ts';
import type { CommentThreadType } from '../../api/get-proposal-comments.ts';
import { ACTIVITY_MESSAGES as M } from './messages.ts';

const MAX = 2000;

/** Staff reply (origin admin); Ctrl/Cmd+Enter sends. */
export function CommentReplyForm({ proposalId, type = 'proposal' }: { proposalId: string; type?: CommentThreadType }) {
  const create = useCreateProposalComment(proposalId, type);
  const [body, setBody] = useState('');
  const text = body.trim();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text || create.isPending) return;
    create.mutate(text, {
      onSuccess: () => {
        setBody('');
        toast.success(M.replySent);
      },
      onError: (error) => toast.error(M.replyFailed, { description: errorMessage(error) }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={`reply-${proposalId}`} className="sr-only">
        {M.replyLabel}
      </label>
      <textarea
        id={`reply-${proposalId}`}
        rows={3}
        maxLength={MAX}
        value={body}
        placeholder={M.replyPlaceholder}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        className={cn(inputClasses, 'w-full resize-y py-2')}
      />
      <div className="flex items-center justify-end gap-3">
        {body.length > MAX - 200 ? <span className="text-xs text-muted-foreground tabular-nums">{`${body.length}/${MAX}`}</span> : null}
        <Button type="submit" size="sm" loading={create.isPending} disabled={!text}>
          {!create.isPending && <Send className="size-4" aria-hidden="true" />}
          {M.replySend}
        </Button>
      </div>
    </form>
  );
}
