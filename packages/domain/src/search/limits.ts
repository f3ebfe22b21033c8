/** Request rules and messages of `GET /v1/search` (docs/api/search.md). */

/** SPEC §9: search needs 2 characters; 100 keeps a pasted paragraph from becoming a query. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** SPEC §9 default limit; the limit is per type of result (decision 0025). */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
/**
 * Counts per type are exact up to this many hits; beyond it the type is listed in `meta.capped` and
 * the panel shows '100+' (decision 0037: counting every hit of a common word at 100k costs more
 * than the whole search may).
 */
export const SEARCH_COUNT_CAP = 100;

const TOO_SHORT = `Escribe al menos ${SEARCH_MIN_LENGTH} caracteres para buscar.`;

export const SEARCH_MESSAGES = {
  /** No query at all reads like one too short: the box only ever sends what was typed. */
  queryRequired: TOO_SHORT,
  queryTooShort: TOO_SHORT,
  queryTooLong: 'La búsqueda puede tener hasta 100 caracteres.',
  limitInvalid: 'El límite debe ser un número entero entre 1 y 20.',
  /** A result whose name is still empty (a portal just started in the wizard). */
  untitled: 'Sin nombre',
  archived: 'Archivado',
} as const;

/** Whether the box should ask the server yet (SPEC §5: 2 characters or more, trimmed). */
export function isSearchable(text: string): boolean {
  const t = text.trim();
  return t.length >= SEARCH_MIN_LENGTH && t.length <= SEARCH_MAX_LENGTH;
}
