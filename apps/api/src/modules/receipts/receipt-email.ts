import { formatMoney } from '@trato/domain/money-format';
import { composeEmail } from '../email/email-compose.ts';
import type { ClientEmailFrom, EmailMessage } from '../email/templates.ts';

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
export function receiptEmail(f: ReceiptEmailFacts, from: ClientEmailFrom): Promise<EmailMessage> {
  return composeEmail({
    kind: 'payment_receipt',
    subject: `Recibo ${f.code} · ${f.payment}`,
    ...from,
    title: `Recibo ${f.code}`,
    paragraphs: [`Hola ${f.recipient},`, `${f.organization} registró tu pago «${f.payment}» de «${f.project}».`, 'Puedes ver el recibo y descargarlo en PDF en tu portal.'],
    facts: [
      { label: 'Recibo', value: f.code },
      { label: 'Monto', value: formatMoney(f.amount, f.currency) },
    ],
    action: { label: 'Ver el recibo', url: f.url },
    footer: `Recibiste este correo porque ${f.organization} registró un pago tuyo a través de Trato.`,
  });
}
