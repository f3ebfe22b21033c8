/**
 * Spanish messages of the customer sign-in and portal endpoints (docs/api/portal.md), shared by the
 * API and the portal web (zod-free).
 */
export const PORTAL_MESSAGES = {
  notFound: 'El portal no existe o no tienes acceso.',
  passwordSet: 'Tu contraseña se guardó.',
  currentPasswordRequired: 'Ingresa tu contraseña actual.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  /** PUT /v1/customer/password from a session scoped to one project (opened by signing, email unproven). */
  passwordNeedsFullSession: 'Para crear una contraseña, ingresa con el enlace que te enviamos por correo.',
  servicesRequired: 'Elige al menos un servicio.',
  servicesUnknown: 'Alguno de los servicios elegidos no está disponible.',
  quoteRequested: 'Solicitud enviada. Te contactaremos pronto con la cotización.',
  notificationNotFound: 'La notificación no existe.',
  filesMissing: 'Adjunta al menos un archivo.',
  googleNoAccount: 'No encontramos un portal para esta cuenta de Google.',
} as const;
