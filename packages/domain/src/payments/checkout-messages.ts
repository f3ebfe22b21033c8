import { formatDay } from '../date-format.ts';
import { centsToString, toCents } from '../services/money.ts';
import type { PaymentState } from './overdue.ts';
import { PAYMENT_METHOD_LABELS, type MethodOffer, type PaymentMethod } from './payment-methods.ts';

/**
 * What the client reads around paying a milestone online (issue 31 §2, decision 0073), shared by
 * every surface that offers «Pagar»: the portal (Pagos, «Próximo pago»), the accepted page and the
 * per-payment pay page. The React components live in each app; the words and the rules live here.
 */

/** The statuses an online charge row can have (apps/api online_charges, decision 0070). */
export const CHARGE_STATUSES = ['paid', 'pending', 'failed', 'reversed', 'duplicate', 'mismatch'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The providers a checkout goes to (the transfer is not a checkout: it has its own panel). */
export const CHECKOUT_PROVIDERS = ['mercadopago', 'stripe'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];
export const isCheckoutProvider = (m: PaymentMethod | string): m is CheckoutProvider => (CHECKOUT_PROVIDERS as readonly string[]).includes(m);

/** A payment the client may pay: anything not paid yet (pending or overdue, the API's state). */
export const isPayable = (state: PaymentState): boolean => state !== 'paid';

/** The methods to show in the chooser: the ones on offer, in the rule's order. */
export const offeredMethods = (methods: readonly MethodOffer[]): MethodOffer[] => methods.filter((m) => m.available);

export const PAY_MESSAGES = {
  pay: 'Pagar',
  payAdvance: 'Pagar anticipo',
  advanceTitle: 'Primer pago',
  /** The accepted page visited again later, when the advance is settled: the next payment. */
  nextTitle: 'Próximo pago',
  payNext: 'Pagar',
  advanceText: 'Puedes pagarlo ahora o más tarde desde tu portal.',
  chooseMethod: 'Elige cómo pagar',
  cancel: 'Cancelar',
  methodLabel: (m: PaymentMethod) => PAYMENT_METHOD_LABELS[m],
  methodHint: { mercadopago: 'Tarjeta, saldo o efectivo en Mercado Pago.', stripe: 'Tarjeta de crédito o débito.', transfer: 'Ves los datos de la cuenta y avisas cuando transfieras.' } as Record<PaymentMethod, string>,
  going: 'Te llevamos al pago…',
  payAll: 'Pagar todo lo pendiente',
  transferFromPortal: 'Cuando transfieras, avísanos con «Ya transferí» en la sección Pagos de tu portal (o envía el comprobante al correo indicado).',
  otherMethod: 'Elegir otro medio',
  payAllText: (count: number, amount: string) => `${count} pagos pendientes, ${amount} en un solo pago en línea.`,
  noMethods: 'Este pago no se puede pagar en línea todavía: coordina el pago con el equipo.',
  paidOn: (paidAt: string | null) => (paidAt ? `Pagado el ${formatDay(paidAt) ?? ''}` : 'Pagado'),
  dueOn: (dueAt: string) => `Vence el ${formatDay(dueAt) ?? ''}`,
} as const;

/**
 * Back from a checkout: what happened, from the SERVER's truth (the payment's state and its latest
 * online charge), never from the provider's query string alone. `waiting`: the provider has not told
 * us yet (its webhook is on the way); the page keeps asking for a little while.
 */
export type CheckoutOutcome = 'paid' | 'pending' | 'waiting' | 'failed' | 'review';

/**
 * `leftCheckout`: the provider sent the client back saying it was cancelled or rejected (Stripe's
 * cancel URL, Mercado Pago's `collection_status=rejected|null`). It only decides between «waiting»
 * and «not completed» while the server knows of no charge: a charge the server knows always wins.
 */
export function checkoutOutcome(state: PaymentState, charge: ChargeStatus | null, leftCheckout: boolean): CheckoutOutcome {
  if (state === 'paid') return 'paid';
  if (charge === 'pending') return 'pending';
  if (charge === 'failed' || charge === 'reversed') return 'failed';
  if (charge === 'mismatch' || charge === 'duplicate') return 'review';
  return leftCheckout ? 'failed' : 'waiting';
}

export const CHECKOUT_RESULT_MESSAGES: Record<CheckoutOutcome, { title: string; text: string }> = {
  paid: { title: 'Pago recibido', text: 'Recibimos tu pago. Te enviamos el recibo por correo y ya aparece como pagado en tu portal.' },
  pending: {
    title: 'Pago pendiente',
    text: 'El medio de pago todavía no lo confirma (por ejemplo, un pago en efectivo que aún no haces en el local). Cuando se acredite, lo marcamos como pagado y te avisamos.',
  },
  waiting: { title: 'Confirmando tu pago…', text: 'Estamos esperando la confirmación del medio de pago. Suele tardar unos segundos; no cierres esta página.' },
  failed: { title: 'El pago no se completó', text: 'No se hizo ningún cargo. Puedes intentarlo de nuevo, con el mismo medio o con otro.' },
  review: { title: 'Pago en revisión', text: 'Recibimos un pago que no coincide con lo pedido. El equipo lo revisará y te escribirá.' },
};

export const CHECKOUT_RESULT_ACTIONS = {
  retry: 'Intentar de nuevo',
  toPayments: 'Ver mis pagos',
  toPortal: 'Ir a mi portal',
  stillWaiting: 'La confirmación está tardando más de lo normal. Si pagaste, se marcará como pagado en cuanto llegue; puedes revisar tus pagos más tarde.',
  notFound: 'No encontramos ese pago.',
  loading: 'Revisando tu pago…',
} as const;

/**
 * A checkout asked in the demo workspace: nothing is sent to a provider (issue 31 §4); the client's
 * page says what would have happened instead.
 */
export const DEMO_CHECKOUT_MESSAGE =
  'Esto es una demostración: en un espacio real, aquí se abriría la página de pago del proveedor y el dinero llegaría directo a su cuenta. En la demo ningún pago sale de Trato.';

/**
 * «Pagar todo lo pendiente» (issue 31 §2, decision 0075): the payments one batch checkout would take —
 * every one not paid yet and not waiting on a reported transfer, in the plan's currency — when there
 * are at least two, and the online methods the first offers (the batch is online only). Null: no
 * such button. The server decides again when asked (batch-checkout.routes.ts).
 */
export function payAllOffer<P extends { state: PaymentState; review?: string | null; amount: string; amount_type: string; methods: MethodOffer[] }>(payments: readonly P[], currency: string) {
  const due = payments.filter((p) => isPayable(p.state) && p.review !== 'in_review' && p.amount_type.toUpperCase() === currency.toUpperCase());
  if (due.length < 2) return null;
  const methods = due[0]!.methods.filter((m) => m.method !== 'transfer');
  if (!offeredMethods(methods).length) return null;
  const cents = due.reduce((sum, p) => sum + (toCents(p.amount) ?? 0n), 0n);
  return { payments: due, methods, total: centsToString(cents) };
}
