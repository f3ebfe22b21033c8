/** Spanish strings of the header's global search (SPEC §2.4, §2.9, §5, §9). */
export const SEARCH_UI_MESSAGES = {
  label: 'Buscar',
  placeholder: 'Buscar…',
  open: 'Abrir búsqueda',
  close: 'Cerrar búsqueda',
  clear: 'Borrar búsqueda',
  results: 'Resultados de búsqueda',
  /** SPEC §2.9, exactly. */
  empty: 'No se encontraron resultados',
  tooShort: 'Escribe al menos 2 caracteres.',
  loading: 'Buscando…',
  error: 'No pudimos buscar. Inténtalo de nuevo.',
  retry: 'Reintentar',
  counts: 'Resultados por tipo',
  /** Read by screen readers when results arrive. */
  /** `more`: some type has more hits than the API counts (decision 0037). */
  found: (n: number, more = false) => (more ? `${n} o más resultados` : n === 1 ? '1 resultado' : `${n} resultados`),
  shortcut: (mac: boolean) => (mac ? '⌘K' : 'Ctrl K'),
  shortcutHint: (mac: boolean) => (mac ? 'Atajo: ⌘ + K' : 'Atajo: Ctrl + K'),
} as const;
