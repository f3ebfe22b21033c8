/**
 * Receipts (recibos, issue 31 §3, decision 0072): the rules every surface shares — the number as
 * people read it, how a payment was paid in Spanish, the receipt as the API answers it.
 */

/** How the payment was paid: by hand («Marcar como pagado»), online, or by a confirmed transfer. */
export const RECEIPT_METHODS = ['manual', 'mercadopago', 'stripe', 'transfer'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

export const RECEIPT_METHOD_LABELS: Record<ReceiptMethod, string> = {
  manual: 'Registrado por el equipo',
  mercadopago: 'Mercado Pago',
  stripe: 'Tarjeta (Stripe)',
  transfer: 'Transferencia bancaria',
};

/** A method named by a caller (an activity's `method`): anything unknown is a payment registered by hand. */
export const receiptMethodOf = (value: string | null | undefined): ReceiptMethod => (RECEIPT_METHODS as readonly string[]).includes(value ?? '') ? (value as ReceiptMethod) : 'manual';

/** Who issues the receipt: settings «Cobros» business identity, frozen on the receipt. */
export type ReceiptIssuer = {
  /** The legal name, or the workspace's name when «Cobros» has no identity yet. */
  name: string;
  tax_id_label: string | null;
  tax_id: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
};

/** The year of an instant in a time zone (the receipt's year is the workspace's, not UTC's). */
function yearIn(issuedAt: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(new Date(issuedAt));
}

/**
 * «REC-2026-0001»: the workspace's sequential number (never reused, never reset) behind the year it
 * was issued in, at least four digits.
 */
export function receiptCode(number: number, issuedAt: string | Date, timeZone: string): string {
  return `REC-${yearIn(issuedAt, timeZone)}-${String(number).padStart(4, '0')}`;
}

export const RECEIPT_MESSAGES = {
  title: (code: string) => `Recibo ${code}`,
  listTitle: 'Recibos',
  empty: 'Aún no hay recibos: aparecen aquí cuando se registra un pago.',
  voided: 'Anulado',
  valid: 'Vigente',
  download: 'Descargar PDF',
  view: 'Ver recibo',
  backToPayments: 'Volver a Pagos',
  notFound: 'No encontramos ese recibo.',
  number: 'Número',
  date: 'Fecha',
  from: 'Emitido por',
  to: 'Cliente',
  concept: 'Concepto',
  details: 'Detalle del pago',
  amount: 'Monto',
  method: 'Medio de pago',
  reference: 'Referencia',
  paidAt: 'Fecha del pago',
  project: 'Proyecto',
  voidedNote: 'Este recibo fue anulado: el pago volvió a quedar pendiente.',
} as const;

/** A receipt as the API answers it (its zod schema, for the API only, is receipts-schema.ts). */
export type ReceiptDto = {
  id: string;
  /** «REC-2026-0001». */
  code: string;
  number: number;
  payment_id: string;
  project_id: string;
  project_name: string;
  payment_name: string;
  amount: string;
  currency: string;
  method: ReceiptMethod;
  provider_ref: string | null;
  paid_at: string;
  client_name: string;
  issuer: ReceiptIssuer;
  time_zone: string;
  issued_at: string;
  /** When it was voided (the payment went back to pending); null while valid. */
  voided_at: string | null;
};
