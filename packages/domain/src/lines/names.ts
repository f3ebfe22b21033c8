export const LINE_MESSAGES = {
  nameRequired: 'El nombre de la línea no puede estar vacío',
  nameTooLong: 'El nombre de la línea no puede superar los 80 caracteres.',
  created: 'Línea de negocio creada con éxito',
  updated: 'Línea de negocio actualizada con éxito',
  updateFailed: 'No se pudo actualizar la línea',
} as const;

export const LINE_NAME_MAX = 80;

/**
 * A business line's name as lineNameSchema (./schemas.ts) judges it — trimmed, 1 to LINE_NAME_MAX
 * characters — for the sidebar's form, which must not bring zod along (names.test.ts holds the two
 * to the same answers).
 */
export function checkLineName(name: string): { ok: true; name: string } | { ok: false; error: string } {
  const trimmed = name.trim();
  if (trimmed.length < 1) return { ok: false, error: LINE_MESSAGES.nameRequired };
  // Counted in characters (code points), as zod counts a string's length: an emoji is one.
  if ([...trimmed].length > LINE_NAME_MAX) return { ok: false, error: LINE_MESSAGES.nameTooLong };
  return { ok: true, name: trimmed };
}
