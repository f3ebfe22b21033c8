import { sql, type SQL } from 'drizzle-orm';

/**
 * How one text is matched and ranked against the query, accent- and case-insensitively through
 * `search_key()` (migration 0003). Rank 0: the whole text equals the query; 1: the text or one of
 * its words starts with it; 2: it is somewhere inside. Other rows are not hits at all.
 */
export type SearchTerms = {
  /** The trimmed query as typed. */
  query: string;
  /** `%query%` with the user's `\ % _` escaped, so they match literally. */
  contains: string;
};

/**
 * Punctuation that separates words. It also holds LIKE's own `% _ \`: a query passed through
 * `translate(…, WORD_BREAKS, spaces)` has none left, so the word-prefix pattern needs no escaping.
 * `<` and `>` because unaccent turns « » into << >>.
 */
const WORD_BREAKS = `.,;:!?¡¿()[]{}<>"'/\\|-_%*+=&#@~^\`«»`;
const SPACES = ' '.repeat(WORD_BREAKS.length);

export function searchTerms(query: string): SearchTerms {
  return { query, contains: `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/** The row is a hit: its text contains the query (the trigram-indexed test). */
export const matches = (text: SQL, t: SearchTerms): SQL => sql`search_key(${text}) like search_key(${t.contains})`;

/** 0 exact, 1 prefix of the text or of a word, 2 contains (call only on hits). */
export function rankOf(text: SQL, t: SearchTerms): SQL {
  const words = (v: SQL) => sql`translate(search_key(${v}), ${WORD_BREAKS}, ${SPACES})`;
  return sql`(case when search_key(${text}) = search_key(${t.query}) then 0
    when ' ' || ${words(text)} like '% ' || ${words(sql`${t.query}`)} || '%' then 1
    else 2 end)`;
}

/**
 * The rank of a row found by either of two texts, the first one counting more: a name match beats a
 * client-name match of the same level (0 name exact, 1 other exact, 2 name prefix, …). A text that
 * does not match counts as 3 (never chosen when the other matched).
 */
export function rankOfEither(first: SQL, second: SQL, t: SearchTerms): SQL {
  const of = (text: SQL) => sql`(case when ${matches(text, t)} then ${rankOf(text, t)} else 3 end)`;
  return sql`least(${of(first)} * 2, ${of(second)} * 2 + 1)`;
}
