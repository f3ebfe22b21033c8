import { TransferPanel as BankTransferPanel } from '../payments/transfer-panel.tsx';
import type { PaymentToTransfer, TransferPanel } from './payment-pay.tsx';
import { usePortalView } from './portal-view.ts';

/** The bank transfer's panel for the payment the chooser is about, on the portal's current project. */
function PortalTransfer({ payment, back }: { payment: PaymentToTransfer; back: () => void }) {
  const { project } = usePortalView();
  const full = project.payments.payments.find((p) => p.id === payment.id);
  if (!full) return null;
  return <BankTransferPanel projectId={project.id} payment={full} onClose={back} />;
}

/**
 * «Transferencia bancaria» in the portal's chooser (Pagos and «Próximo pago»): the workspace's
 * accounts with «Copiar», then «Ya transferí» (issue 31 §2, decisions 0071 and 0073). One «Pagar»
 * per payment offers every method, the transfer among them.
 */
export const TRANSFER_PANEL: TransferPanel = (payment, back) => <PortalTransfer payment={payment} back={back} />;
