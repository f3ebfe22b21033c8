import type { TransferPanel } from './payment-pay.tsx';

/**
 * The slot for «Transferencia bancaria» in the portal's chooser (Pagos and «Próximo pago»): the bank
 * transfer's panel for one payment (issue 31 §2, its own piece plugs it in here). While undefined,
 * the chooser offers Mercado Pago and Stripe only.
 */
export const TRANSFER_PANEL: TransferPanel | undefined = undefined;
