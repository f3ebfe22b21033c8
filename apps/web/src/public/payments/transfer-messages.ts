import { TRANSFER_REVIEW_LABEL } from '@trato/domain/payments/transfer-review';

/** The words of paying by bank transfer (issue 31 §2, decisions 0071 and 0077), the portal's and the «Pagar» link's. */
export const TRANSFER_UI = {
  intro: (amount: string) => `Transfiere ${amount} a una de estas cuentas y luego avísanos con «Ya transferí».`,
  noAccounts: 'Este pago no se puede transferir: no hay una cuenta bancaria en su moneda. Escríbele al equipo.',
  loading: 'Cargando las cuentas…',
  bank: 'Banco',
  accountType: 'Tipo de cuenta',
  number: 'Número de cuenta',
  holder: 'Titular',
  holderTaxId: 'RUT / ID del titular',
  proofEmail: 'Correo para el comprobante',
  copy: 'Copiar',
  copyLabel: (what: string) => `Copiar ${what.toLowerCase()}`,
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar: selecciona el texto y cópialo.',
  alreadyTransferred: 'Ya transferí',
  date: 'Fecha de la transferencia',
  amount: 'Monto transferido',
  proof: 'Comprobante (opcional)',
  proofHint: 'Una imagen o un PDF, hasta 10 MB.',
  uploading: (percent: number) => `Subiendo el comprobante… ${percent}%`,
  send: 'Enviar aviso',
  cancel: 'Cancelar',
  close: 'Cerrar',
  sent: 'Recibimos tu aviso: el equipo revisará la transferencia.',
  inReview: TRANSFER_REVIEW_LABEL,
  inReviewText: (day: string, amount: string) => `Informaste una transferencia de ${amount} del ${day}. El equipo la está revisando.`,
  rejected: 'Transferencia rechazada',
  // The reason's own final period is dropped: it is quoted, then the sentence ends.
  rejectedText: (reason: string) => `El equipo rechazó tu transferencia: «${reason.replace(/[.\s]+$/, '')}». Puedes informar una nueva.`,
} as const;
