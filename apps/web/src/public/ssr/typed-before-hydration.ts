/**
 * What a client typed into the server's form fields before the app loaded (docs/decisions/0044).
 * The page is usable to read and type into from its first paint; React then hydrates the fields
 * with its own (empty) state and sets them to it, which would wipe the text. hydrate.tsx calls
 * `keepTypedValues` just before hydrating; a form reads its fields' text back once hydrated.
 *
 * Typing while React hydrates is kept too. Hydration runs in a transition and yields to the
 * browser; a keystroke meanwhile makes React hydrate the field at once, and the field's change
 * tracker then starts from the text already in it, so React sees no change and no onChange runs:
 * the form's state stays empty (a journey's comment form kept its «Enviar» disabled, CI
 * 2026-11-28). So from `keepTypedValues` until the forms read their fields back, every input
 * event's text is noted here, before any React listener handles it.
 */
const typed = new Map<string, string>();
let stopNoting: (() => void) | null = null;

type Field = HTMLInputElement | HTMLTextAreaElement;

function note(field: Field): void {
  if (field.id && field.type !== 'hidden') typed.set(field.id, field.value);
}

/** Keeps the non-empty values of the fields (with an id) inside `root`, and what is typed into them until the forms take it. */
export function keepTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input[id], textarea[id]')) {
    if (field.value) note(field);
  }
  stopNoting?.();
  // On the window, in the capture phase: before any React listener, which sits on a root container
  // and may hydrate the field (and reset its text) while handling the event.
  const onInput = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && root.contains(field)) note(field);
  };
  window.addEventListener('input', onInput, true);
  stopNoting = () => {
    window.removeEventListener('input', onInput, true);
    stopNoting = null;
  };
}

/**
 * The text typed into field `id` before hydration, once ('' when none). The forms take their fields
 * in the effects of hydration's commit, all in one go: from the first take on, React's onChange has
 * the fields, and noting more would hand a later form stale text.
 */
export function takeTypedValue(id: string): string {
  stopNoting?.();
  const value = typed.get(id) ?? '';
  typed.delete(id);
  return value;
}
