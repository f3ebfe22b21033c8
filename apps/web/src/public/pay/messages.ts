import { PAYMENT_METHOD_LABELS } from '@trato/domain/payments/payment-methods';

/** The «Pagar» link page's Spanish copy (decision 0074), tú form like the rest of the public pages. */
export const PAY_MESSAGES = {
  pageTitle: (payment: string, organization: string) => `Pagar «${payment}» · ${organization}`,
  loading: 'Cargando el pago…',
  notFoundTitle: 'Enlace no disponible',
  loadFailedTitle: 'No pudimos cargar el pago',
  retry: 'Reintentar',
  amountLabel: 'Monto a pagar',
  amountPaidLabel: 'Monto pagado',
  secure: 'Pagas en la página segura del medio de pago; Trato no ve los datos de tu tarjeta.',
  noOnlineMethods: (organization: string) => `Este pago no tiene medios de pago en línea por ahora. Escribe a ${organization} para saber cómo pagarlo.`,
  transferTitle: PAYMENT_METHOD_LABELS.transfer,
  transferHint: 'Transfiere el monto exacto a esta cuenta y envía el comprobante al correo indicado.',
  accountTypes: { checking: 'Cuenta corriente', savings: 'Cuenta de ahorro', vista: 'Cuenta vista', other: 'Otra cuenta' } as Record<'checking' | 'savings' | 'vista' | 'other', string>,
  bank: 'Banco',
  accountNumber: 'Número de cuenta',
  holder: 'Titular',
  holderTaxId: 'RUT / ID del titular',
  proofEmail: 'Correo para el comprobante',
  copy: (what: string) => `Copiar ${what.toLowerCase()}`,
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar: selecciona el texto y cópialo a mano.',
  // The result after coming back from the provider, read from the server.
  paidTitle: 'Pago recibido',
  paidText: (day: string | null) => (day ? `Registramos tu pago el ${day}. ¡Gracias!` : 'Registramos tu pago. ¡Gracias!'),
  alreadyPaidTitle: 'Este pago ya está pagado',
  alreadyPaidText: (day: string | null) => (day ? `Se pagó el ${day}. No tienes nada más que hacer.` : 'No tienes nada más que hacer.'),
  tryAgain: 'Intentar de nuevo',
  issuedBy: 'Emitido por',
} as const;
