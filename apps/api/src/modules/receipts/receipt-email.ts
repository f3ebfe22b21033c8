import { formatMoney } from '@trato/domain/money-format';
import { layout, type EmailMessage } from '../email/templates.ts';

export type ReceiptEmailFacts = {
  recipient: string;
  /** Who issues it (the legal name of settings «Cobros», or the workspace's name). */
  organization: string;
  project: string;
  payment: string;
  /** «REC-2026-0001». */
  code: string;
  amount: string;
  currency: string;
  /** The portal's receipt page. */
  url: string;
};

/** The receipt of a paid payment, to the portal's customers, in Spanish, with a link to the receipt in the portal. */
export function receiptEmail(f: ReceiptEmailFacts): EmailMessage {
  const lines = [
    `Hola ${f.recipient},`,
    `${f.organization} registró tu pago «${f.payment}» de «${f.project}».`,
    `Recibo: ${f.code}.`,
    `Monto: ${formatMoney(f.amount, f.currency)}.`,
    'Puedes ver el recibo y descargarlo en PDF en tu portal.',
  ];
  const action = { label: 'Ver el recibo', url: f.url };
  const footer = `Recibiste este correo porque ${f.organization} registró un pago tuyo a través de Trato.`;
  return {
    kind: 'payment_receipt',
    subject: `Recibo ${f.code} · ${f.payment}`,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${f.url}\n\n${footer}`,
    html: layout(`Recibo ${f.code}`, lines, action, footer),
  };
}
