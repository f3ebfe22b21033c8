/**
 * Readers for provider objects (Stripe events and resources) whose shape varies by API version: each
 * answers null instead of throwing when a field is missing or of another type.
 */
export type Loose = Record<string, unknown>;
export const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const obj = (v: unknown): Loose | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : null);
/** An id, or the id of an expanded object. */
export const idOf = (v: unknown): string | null => str(v) ?? str(obj(v)?.id);
/** Unix seconds → Date. */
export const date = (seconds: unknown): Date | null => (num(seconds) === null ? null : new Date(num(seconds)! * 1000));
