/** Spanish messages of the staff projects API (docs/api/projects.md). Zod-free. */
export const PROJECT_MESSAGES = {
  notFound: 'No encontramos ese portal.',
  lineInvalid: 'Elige una línea de negocio de la lista.',
  transitionNotAllowed: 'No se puede {action} un portal en estado «{from}».',
  forceNotTrashed: 'Solo puedes eliminar definitivamente un portal que está en la papelera.',
  clientRequired: 'Elige o crea un cliente antes de terminar el portal.',
  nameRequired: 'Ponle un nombre al portal antes de terminarlo.',
  notPublished: 'Publica el portal antes de compartir el acceso.',
  noContact: 'El cliente del portal no tiene un contacto con correo. Agrégalo antes de compartir el acceso.',
  paidFrozen: 'Este pago ya está pagado: no se puede modificar ni eliminar. Márcalo como pendiente para editarlo.',
  paymentNotFound: 'No encontramos ese pago.',
  nothingToSplit: 'No hay un pago pendiente que dividir para agregar otro.',
  stageNotFound: 'No encontramos esa etapa.',
  stageNameRequired: 'Ingresa el nombre de la etapa.',
  stageNameTooLong: 'El nombre de la etapa no puede superar los 120 caracteres.',
  stageDescriptionTooLong: 'La descripción no puede superar los 2000 caracteres.',
  stageDateInvalid: 'Ingresa una fecha válida (AAAA-MM-DD).',
  stageEndBeforeStart: 'La fecha de término no puede ser anterior a la de inicio.',
  stageOrderInvalid: 'La posición debe ser un número entero mayor o igual a 0.',
  fileNotFound: 'No encontramos ese archivo.',
  activityNotFound: 'No encontramos esa actividad.',
  projectIdInvalid: 'Indica un portal válido.',
  statusFilterInvalid: 'El estado debe ser active o finished.',
  paymentStatusInvalid: 'El estado del pago debe ser pending o paid.',
} as const;

/** The verb of each action inside transitionNotAllowed. */
export const ACTION_VERBS = { publish: 'publicar', finish: 'finalizar', reactivate: 'reactivar' } as const;

/** 403 LIMIT_REACHED on publish, finish of the wizard, recover and reactivate. */
export function portalLimitMessage(planName: string, max: number): string {
  const what = max === 1 ? 'portal activo' : 'portales activos';
  return `Tu plan ${planName} permite ${max} ${what}. El portal queda guardado hasta que actualices tu plan.`;
}

/** Titles of the customer notifications written when staff act (customer_notifications.title). */
export const CUSTOMER_NOTIFICATION_TITLES = {
  fileUploaded: (project: string) => `Nuevo archivo en ${project}`,
  paymentPaid: (payment: string) => `Pago «${payment}» registrado como pagado`,
  stageCreated: (stage: string) => `Nueva etapa: ${stage}`,
  accessSent: (project: string) => `Tienes acceso al portal ${project}`,
} as const;

/**
 * Titles of the staff's bell when the client's money moves by itself (issue 31 §3): a provider's
 * verified charge paid a milestone, or a refund/chargeback made it owed again.
 */
export const STAFF_PAYMENT_TITLES = {
  paidOnline: (payment: string, provider: string, project: string) => `Pago recibido por ${provider}: «${payment}» de ${project}`,
  reversedOnline: (payment: string, provider: string, project: string) => `${provider} revirtió el pago «${payment}» de ${project}: vuelve a estar pendiente`,
} as const;
