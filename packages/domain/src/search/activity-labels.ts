/**
 * The Spanish text of an activity-feed entry without its quoted name (the project page and the
 * dashboard show `label «name»`, apps/web features/projects/lib/activity-text.ts). Search matches the
 * same words, so the API needs them too; unknown types are shown (and searched) as the type itself.
 */
export const ACTIVITY_LABELS: Record<string, string> = {
  'project.created': 'Creó el portal',
  'project.updated': 'Actualizó el portal',
  'project.published': 'Publicó el portal',
  'project.finished': 'Finalizó el portal',
  'project.reactivated': 'Reactivó el portal',
  'project.duplicated': 'Duplicó el portal',
  'project.deleted': 'Movió el portal a la papelera',
  'project.recovered': 'Recuperó el portal',
  'project.access_sent': 'Envió el acceso al portal por correo',
  'stage.created': 'Agregó la etapa',
  'stage.updated': 'Actualizó la etapa',
  'stage.deleted': 'Eliminó la etapa',
  'payment.paid': 'Marcó como pagado',
  'payment.pending': 'Marcó como pendiente',
  'payment.added': 'Agregó el pago',
  'payment.updated': 'Editó el pago',
  'payment.removed': 'Eliminó el pago',
  'payment.reminder_sent': 'Envió un recordatorio del pago',
  'file.uploaded': 'Subió el archivo',
  'file.deleted': 'Eliminó el archivo',
  'comment.created': 'Comentó',
  'proposal.created': 'Creó la cotización',
  'proposal.updated': 'Actualizó la cotización',
  'proposal.finished': 'Terminó la cotización',
  'proposal.sent': 'Envió la cotización',
  'proposal.status_changed': 'Cambió el estado de la cotización',
  'proposal.duplicated': 'Duplicó la cotización',
  'proposal.deleted': 'Movió la cotización a la papelera',
  'proposal.recovered': 'Recuperó la cotización',
};

/** Entries about a named thing (a stage, payment or file): the feed quotes its name after the label. */
export const ACTIVITY_NAMED_PREFIXES = ['stage.', 'payment.', 'file.'] as const;

/** The keys of an activity's data that name what it was about, in the order the feed reads them. */
export const ACTIVITY_NAME_KEYS = ['name', 'stage_name', 'payment_name', 'file_name', 'original_name'] as const;

/**
 * What search finds an activity by and shows: `label «name»` (the label alone when it names
 * nothing). The database keeps the same text in activities.search_text (migration 0011's
 * activity_search_text(), written by a trigger); activity-search-text.test.ts holds the two equal.
 */
export function activitySearchText(type: string, data: Record<string, unknown>): string {
  const name = ACTIVITY_NAME_KEYS.map((k) => data[k]).find((v) => v !== undefined && v !== null && String(v) !== '');
  return `${ACTIVITY_LABELS[type] ?? type}${name === undefined ? '' : ` «${String(name)}»`}`;
}
