/** Spanish messages of the customer sign-in endpoints (docs/api/public-proposals.md "Customer auth"). */
export const CUSTOMER_AUTH_MESSAGES = {
  linkInvalid: 'El enlace de acceso no es válido o ya fue usado.',
} as const;
