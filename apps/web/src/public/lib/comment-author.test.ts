import { afterEach, describe, expect, it } from 'vitest';
import { COMMENT_AUTHOR_KEY, commentTokenHeaders, readCommentAuthor, rememberCommentAuthor } from './comment-author.ts';

afterEach(() => localStorage.clear());

describe('guest comment author', () => {
  it('remembers name, email and a token per proposal; sends the token only for its proposal', () => {
    expect(readCommentAuthor()).toEqual({ name: '', email: '', tokens: {} });
    rememberCommentAuthor('Camila Rojas', 'camila@example.com', 'slug-a', 'tok-a');
    rememberCommentAuthor('Camila Rojas', 'camila@example.com', 'slug-b', undefined);
    expect(readCommentAuthor()).toEqual({ name: 'Camila Rojas', email: 'camila@example.com', tokens: { 'slug-a': 'tok-a' } });
    expect(commentTokenHeaders('slug-a')).toEqual({ 'X-Comment-Token': 'tok-a' });
    expect(commentTokenHeaders('slug-b')).toEqual({});
  });

  it('survives a damaged stored value', () => {
    localStorage.setItem(COMMENT_AUTHOR_KEY, '{not json');
    expect(readCommentAuthor()).toEqual({ name: '', email: '', tokens: {} });
    localStorage.setItem(COMMENT_AUTHOR_KEY, JSON.stringify({ name: 3, tokens: 'x' }));
    expect(readCommentAuthor()).toEqual({ name: '', email: '', tokens: {} });
  });
});
