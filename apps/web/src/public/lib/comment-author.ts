import { readJson, writeString } from '../../lib/storage.ts';

/**
 * A guest commenter's identity, remembered in this browser: their name and email (so the form is
 * filled next time) and the author_token the API gave them per proposal (to delete or react as
 * themselves, sent as X-Comment-Token).
 */
export const COMMENT_AUTHOR_KEY = 'trato.commentAuthor';

export type CommentAuthor = { name: string; email: string; tokens: Record<string, string> };

export function readCommentAuthor(): CommentAuthor {
  const stored = readJson<Partial<CommentAuthor>>(COMMENT_AUTHOR_KEY);
  return {
    name: typeof stored?.name === 'string' ? stored.name : '',
    email: typeof stored?.email === 'string' ? stored.email : '',
    tokens: stored?.tokens && typeof stored.tokens === 'object' ? stored.tokens : {},
  };
}

export function rememberCommentAuthor(name: string, email: string, proposalKey: string, token: string | undefined): void {
  const current = readCommentAuthor();
  const tokens = token ? { ...current.tokens, [proposalKey]: token } : current.tokens;
  writeString(COMMENT_AUTHOR_KEY, JSON.stringify({ name, email, tokens }));
}

/** The X-Comment-Token header for this proposal, when this browser has one. */
export function commentTokenHeaders(proposalKey: string): Record<string, string> {
  const token = readCommentAuthor().tokens[proposalKey];
  return token ? { 'X-Comment-Token': token } : {};
}
