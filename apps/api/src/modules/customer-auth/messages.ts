/** Spanish messages of the customer sign-in endpoints (docs/api/public-proposals.md "Customer auth", docs/api/portal.md). */
export const CUSTOMER_AUTH_MESSAGES = {
  /** The same answer whether or not the email is a customer, so nobody learns who is one. */
  linkSent: 'Si el correo tiene acceso, te llegará un enlace en unos minutos.',
  linkInvalid: 'El enlace de acceso no es válido o ya fue usado.',
  workspaceInvalid: 'El identificador del proveedor no es válido.',
  workspaceNotFound: 'No encontramos a este proveedor.',
} as const;
