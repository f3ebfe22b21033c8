/**
 * What a client typed into the server's form fields before the app loaded (docs/decisions/0044).
 * The page is usable to read and type into from its first paint; React then hydrates the fields
 * with its own (empty) state and sets them to it, which would wipe the text. hydrate.tsx calls
 * `keepTypedValues` just before hydrating; a form reads its fields' text back once hydrated.
 */
const typed = new Map<string, string>();

/** Keeps the non-empty values of the fields (with an id) inside `root`. */
export function keepTypedValues(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    if (field.value && field.type !== 'hidden') typed.set(field.id, field.value);
  }
}

/** The text typed into field `id` before hydration, once ('' when none). */
export function takeTypedValue(id: string): string {
  const value = typed.get(id) ?? '';
  typed.delete(id);
  return value;
}
