import { useEffect, useId, useState, type FormEvent } from 'react';
import type { CommentDto, CommentViewerDto } from '@trato/domain/proposals/public-dto';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { readString } from '../../lib/storage.ts';
import { createComment } from '../api/create-comment.ts';
import { Button } from '../components/button.tsx';
import { readCommentAuthor, rememberCommentAuthor } from '../lib/comment-author.ts';
import { CUSTOMER_TOKEN_KEY } from '../lib/public-api.ts';
import { PUBLIC_MESSAGES as M } from '../messages.ts';
import { takeTypedValue } from '../ssr/typed-before-hydration.ts';
import { useHydrated } from '../ssr/use-hydrated.ts';

// docs/api/public-proposals.md: body 1–2000 characters.
const MAX_BODY = 2000;
export const COMMENT_TEXTAREA_ID = 'comment-body';

const FIELD =
  'block w-full rounded-xl border border-input bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none sm:text-sm';

/**
 * The comment form: a guest gives a name and an email (remembered in this browser, with the
 * author_token the API returns); a customer the API recognises on this proposal writes as
 * themselves. A customer token kept in this browser is only a guess until the thread has loaded:
 * a session scoped to another proposal, or one that ended, is a guest here.
 */
export function CommentForm({ slug, viewer, onAdded }: { slug: string; viewer: CommentViewerDto | null; onAdded: (c: CommentDto) => void }) {
  const ids = useId();
  // This browser's storage is read once hydrated: the server's markup has an empty guest form.
  const hydrated = useHydrated();
  const isCustomer = viewer ? viewer.kind === 'customer' : hydrated && readString(CUSTOMER_TOKEN_KEY) !== null;
  const [name, setName] = useState(() => (hydrated ? readCommentAuthor().name : ''));
  const [email, setEmail] = useState(() => (hydrated ? readCommentAuthor().email : ''));
  const [body, setBody] = useState('');
  useEffect(() => {
    if (!hydrated) return;
    // The server's form is on screen before the app has loaded (docs/decisions/0044): what the
    // client typed into it meanwhile is theirs, before the name and email this browser remembers.
    const stored = readCommentAuthor();
    const early = { name: takeTypedValue(`${ids}-name`), email: takeTypedValue(`${ids}-email`), body: takeTypedValue(COMMENT_TEXTAREA_ID) };
    setName((typed) => typed || early.name || stored.name);
    setEmail((typed) => typed || early.email || stored.email);
    setBody((typed) => typed || early.body);
  }, [hydrated, ids]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !body.trim()) return;
    setSending(true);
    setError(null);
    try {
      const who = isCustomer ? {} : { author_name: name.trim(), author_email: email.trim().toLowerCase() };
      const res = await createComment(slug, { body: body.trim(), ...who }, isCustomer);
      if (!isCustomer) rememberCommentAuthor(name.trim(), email.trim().toLowerCase(), slug, res.author_token);
      onAdded(res.data);
      setBody('');
    } catch (err) {
      setError({ message: errorMessage(err), fields: isApiError(err) ? err.errors : {} });
    } finally {
      setSending(false);
    }
  }

  const fieldError = (field: string) => error?.fields[field]?.[0];
  return (
    <form onSubmit={submit} className="space-y-3 rounded-2xl border border-border bg-surface p-4 sm:p-5" noValidate>
      {!isCustomer && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${ids}-name`} className="text-sm font-medium">
              {M.nameLabel}
            </label>
            <input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} autoComplete="name" className={`${FIELD} h-11`} />
            {fieldError('author_name') && <p className="text-xs text-danger">{fieldError('author_name')}</p>}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${ids}-email`} className="text-sm font-medium">
              {M.emailLabel}
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              autoComplete="email"
              inputMode="email"
              className={`${FIELD} h-11`}
            />
            {fieldError('author_email') && <p className="text-xs text-danger">{fieldError('author_email')}</p>}
          </div>
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={COMMENT_TEXTAREA_ID} className="sr-only">
          {M.commentLabel}
        </label>
        <textarea
          id={COMMENT_TEXTAREA_ID}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={MAX_BODY}
          rows={3}
          required
          placeholder={M.commentPlaceholder}
          className={`${FIELD} min-h-24 resize-y py-2.5`}
        />
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={sending || !body.trim() || (!isCustomer && (!name.trim() || !email.trim()))}>
          {sending ? M.sending : M.send}
        </Button>
      </div>
    </form>
  );
}
