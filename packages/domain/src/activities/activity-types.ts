/**
 * Every activity the API writes to the feed (activities.type is typed by this list, so a write of a
 * type not listed here does not compile), each with its Spanish words. One list for the staff
 * project page, the dashboard's «Actividad reciente» and search (migration 0019's
 * activity_search_text() copies the labels; activity-search-text.test.ts holds the copy equal).
 */
export const ACTIVITY_TYPES = [
  'project.created',
  'project.updated',
  'project.published',
  'project.finished',
  'project.reactivated',
  'project.duplicated',
  'project.deleted',
  'project.recovered',
  'project.access_sent',
  'stage.created',
  'stage.updated',
  'stage.deleted',
  'payment.paid',
  'payment.pending',
  'payment.added',
  'payment.updated',
  'payment.removed',
  'payment.reminder_sent',
  'payment.transfer_reported',
  'payment.transfer_rejected',
  'payment.link_created',
  'payment.links_revoked',
  'file.uploaded',
  'file.deleted',
  'proposal.created',
  'proposal.updated',
  'proposal.finished',
  'proposal.sent',
  'proposal.status_changed',
  'proposal.duplicated',
  'proposal.deleted',
  'proposal.recovered',
  'services.quote_requested',
  'collections.identity_updated',
  'collections.bank_account_added',
  'collections.bank_account_updated',
  'collections.bank_account_removed',
  'collections.provider_connected',
  'collections.provider_replaced',
  'collections.provider_removed',
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * What happened, as it reads after who did it («Carla Díaz creó el portal»): a verb in lower case.
 * Alone (no one named, and in search) it starts with a capital (`sentenceStart`).
 */
export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  'project.created': 'creó el portal',
  'project.updated': 'actualizó el portal',
  'project.published': 'publicó el portal',
  'project.finished': 'finalizó el portal',
  'project.reactivated': 'reactivó el portal',
  'project.duplicated': 'duplicó el portal',
  'project.deleted': 'movió el portal a la papelera',
  'project.recovered': 'recuperó el portal',
  'project.access_sent': 'envió el acceso al portal por correo',
  'stage.created': 'agregó la etapa',
  'stage.updated': 'actualizó la etapa',
  'stage.deleted': 'eliminó la etapa',
  'payment.paid': 'marcó como pagado',
  'payment.pending': 'marcó como pendiente',
  'payment.added': 'agregó el pago',
  'payment.updated': 'editó el pago',
  'payment.removed': 'eliminó el pago',
  'payment.reminder_sent': 'envió un recordatorio del pago',
  // Bank transfers (decision 0071): the client reports one, the provider rejects it (a confirmation is `payment.paid` with method 'transfer').
  'payment.transfer_reported': 'informó una transferencia del pago',
  'payment.transfer_rejected': 'rechazó la transferencia del pago',
  // «Pagar» links (decisions 0074, 0078): who handed one out or took them back; never the token or URL.
  'payment.link_created': 'creó un enlace de pago para',
  'payment.links_revoked': 'revocó los enlaces de pago de',
  'file.uploaded': 'subió el archivo',
  'file.deleted': 'eliminó el archivo',
  'proposal.created': 'creó la cotización',
  'proposal.updated': 'actualizó la cotización',
  'proposal.finished': 'terminó la cotización',
  'proposal.sent': 'envió la cotización',
  'proposal.status_changed': 'cambió el estado de la cotización',
  'proposal.duplicated': 'duplicó la cotización',
  'proposal.deleted': 'movió la cotización a la papelera',
  'proposal.recovered': 'recuperó la cotización',
  'services.quote_requested': 'pidió cotizar',
  // Settings «Cobros» (decision 0067): the name is the bank and currency, or the provider; never a secret.
  'collections.identity_updated': 'actualizó los datos del negocio para cobrar',
  'collections.bank_account_added': 'agregó la cuenta bancaria',
  'collections.bank_account_updated': 'editó la cuenta bancaria',
  'collections.bank_account_removed': 'eliminó la cuenta bancaria',
  'collections.provider_connected': 'conectó el medio de pago',
  'collections.provider_replaced': 'reemplazó las credenciales del medio de pago',
  'collections.provider_removed': 'desconectó el medio de pago',
};

/** A row written before its type was listed (none today): still Spanish, never the raw type. */
export const UNKNOWN_ACTIVITY_LABEL = 'registró una actividad';

export const isActivityType = (type: string): type is ActivityType => Object.hasOwn(ACTIVITY_LABELS, type);

/** The label of a type, in lower case (after a name). */
export const activityLabel = (type: string): string => (isActivityType(type) ? ACTIVITY_LABELS[type] : UNKNOWN_ACTIVITY_LABEL);

/** «creó el portal» → «Creó el portal», for a label that starts the sentence. */
export const sentenceStart = (text: string): string => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
