import { z } from 'zod';

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
  notFound: 'No encontramos ese recibo.',
  number: 'Número',
  date: 'Fecha',
  from: 'Emitido por',
  to: 'Cliente',
  concept: 'Concepto',
  amount: 'Monto',
  method: 'Medio de pago',
  reference: 'Referencia',
  paidAt: 'Fecha del pago',
  project: 'Proyecto',
  voidedNote: 'Este recibo fue anulado: el pago volvió a quedar pendiente.',
} as const;

export const receiptSchema = z
  .object({
    id: z.string(),
    code: z.string().describe('Número del recibo como se muestra: REC-2026-0001.'),
    number: z.number().int(),
    payment_id: z.string(),
    project_id: z.string(),
    project_name: z.string(),
    payment_name: z.string(),
    amount: z.string(),
    currency: z.string(),
    method: z.enum(RECEIPT_METHODS),
    provider_ref: z.string().nullable(),
    paid_at: z.string(),
    client_name: z.string(),
    issuer: z.object({
      name: z.string(),
      tax_id_label: z.string().nullable(),
      tax_id: z.string().nullable(),
      address: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    time_zone: z.string(),
    issued_at: z.string(),
    voided_at: z.string().nullable().describe('Cuándo se anuló (el pago volvió a pendiente); null si está vigente.'),
  })
  .describe('Recibo numerado de un pago.');
export type ReceiptDto = z.infer<typeof receiptSchema>;
