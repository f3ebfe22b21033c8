/**
 * A bank transfer the client reports for one payment (issue 31 §2 «Bank transfer», decision 0071).
 * The provider confirms it (the payment becomes paid) or rejects it with a reason the client reads.
 * One rule for what both sides read: the payment's `state` (paid / overdue / pending, decision
 * 0062) never changes for a report — money figures stay as they are — and `review` says whether a
 * transfer waits for the provider («En revisión») or was turned down, from the latest report.
 * Zod-free (the portal imports it); the request and answer schemas are in transfer-schemas.ts.
 */
export const TRANSFER_STATUSES = ['in_review', 'confirmed', 'rejected'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** What a payment read carries about its latest reported transfer (null: none was reported). */
export type PaymentTransferDto = {
  id: string;
  status: TransferStatus;
  /** The day the client says the money left (YYYY-MM-DD). */
  transferred_on: string;
  /** The amount as the client reported it, in the payment's currency. */
  amount: string;
  currency: string;
  /** The proof the client attached (an image or a PDF), as a link that serves it. */
  proof: { name: string; url: string; mime_type: string } | null;
  /** Why the provider rejected it; shown to the client until they report a new one. */
  reason: string | null;
  reported_at: string;
  decided_at: string | null;
};

/**
 * A bank account of the workspace as the client sees it to transfer (settings «Cobros»): only what a
 * transfer needs, never anything else of the workspace's settings.
 */
export type PortalBankAccountDto = {
  id: string;
  bank: string;
  /** checking | savings | vista | other (ACCOUNT_TYPE_LABELS in collections/schemas.ts). */
  account_type: string;
  /** Its Spanish name («Cuenta corriente»…), so the portal carries no copy of the settings' list. */
  account_type_label: string;
  number: string;
  holder: string;
  holder_tax_id: string;
  proof_email: string;
  currency_code: string;
};

/** What the payment reads as about a transfer: waiting for the provider, turned down, or nothing. */
export type TransferReview = 'in_review' | 'rejected' | null;

/**
 * The review of a payment from its status and its latest transfer: a payment already paid has
 * nothing under review (confirmed, or paid some other way meanwhile).
 */
export function transferReview(payment: { status: string }, transfer: Pick<PaymentTransferDto, 'status'> | null): TransferReview {
  if (!transfer || payment.status === 'paid') return null;
  if (transfer.status === 'in_review') return 'in_review';
  if (transfer.status === 'rejected') return 'rejected';
  return null;
}

export const TRANSFER_REVIEW_LABEL = 'En revisión';

/** The word a payment row shows: «En revisión» while a transfer waits, else the state's own. */
export function reviewLabel(review: TransferReview, stateLabel: string): string {
  return review === 'in_review' ? TRANSFER_REVIEW_LABEL : stateLabel;
}

export const TRANSFER_MESSAGES = {
  notFound: 'No encontramos ese pago.',
  alreadyPaid: 'Este pago ya está pagado.',
  inReview: 'Ya informaste una transferencia de este pago: está en revisión.',
  noAccount: (currency: string) => `No hay una cuenta bancaria en ${currency} para transferir.`,
  dateInvalid: 'Indica la fecha de la transferencia.',
  dateFuture: 'La fecha de la transferencia no puede ser futura.',
  amountInvalid: 'Indica el monto transferido, mayor que cero.',
  proofInvalid: 'No encontramos ese comprobante: súbelo de nuevo.',
  proofType: 'El comprobante debe ser una imagen (PNG, JPG, WEBP o GIF) o un PDF.',
  proofMissing: 'Adjunta el comprobante.',
  notInReview: 'Este pago no tiene una transferencia en revisión.',
  reasonRequired: 'Indica el motivo del rechazo.',
  reasonTooLong: 'El motivo puede tener hasta 500 caracteres.',
  reportedTitle: (customer: string, payment: string) => `${customer} informó una transferencia del pago «${payment}»`,
  /** A report through a «Pagar» link (decision 0077): nobody signed in, the name is the project's client. */
  reportedViaLinkTitle: (client: string, payment: string) => `${client} informó una transferencia del pago «${payment}» vía enlace de pago`,
  /** A link's project without a client contact. */
  someClient: 'El cliente',
  rejectedTitle: (payment: string) => `Tu transferencia del pago «${payment}» fue rechazada`,
} as const;
