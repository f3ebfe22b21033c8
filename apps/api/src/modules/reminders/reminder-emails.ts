import { formatDay } from '@trato/domain/date-format';
import { formatMoney } from '@trato/domain/money-format';
import { paymentStateSentence, type PaymentState } from '@trato/domain/payments/overdue';
import { composeEmail } from '../email/email-compose.ts';
import { quoteFacts, type ClientEmailFrom, type EmailMessage } from '../email/templates.ts';

/** What a payment reminder says about the payment. */
export type PaymentReminderFacts = {
  organization: string;
  recipient: string;
  project: string;
  payment: string;
  amount: string;
  currency: string;
  /** ISO due date (midnight UTC of the day) or null. */
  dueAt: string | null;
  url: string;
  /** The payment's own «Pagar» link (decision 0074), when it has one: the e-mail's main button. */
  payUrl?: string | null;
  isPortal: boolean;
  /** paymentState on the workspace's today: the e-mail names it as the portal does (decision 0062). */
  state: PaymentState;
};

export type PaymentReminderKind = 'payment.manual' | 'payment.due_soon' | 'payment.overdue';

const INTRO: Record<PaymentReminderKind, (f: PaymentReminderFacts, due: string) => string> = {
  'payment.manual': (f, due) => `${f.organization} te recuerda el pago «${f.payment}» de «${f.project}»${due ? `, con vencimiento el ${due}` : ''}.`,
  'payment.due_soon': (f, due) => `El pago «${f.payment}» de «${f.project}» vence el ${due}.`,
  'payment.overdue': (f, due) => `El pago «${f.payment}» de «${f.project}» venció el ${due}.`,
};

const SUBJECT: Record<PaymentReminderKind, (f: PaymentReminderFacts) => string> = {
  'payment.manual': (f) => `Recordatorio de pago: ${f.payment} · ${f.project}`,
  'payment.due_soon': (f) => `Tu pago «${f.payment}» vence pronto`,
  'payment.overdue': (f) => `Tu pago «${f.payment}» está vencido`,
};

/** A payment reminder to a client (sent by hand or by the reminders job), in Spanish. */
export function paymentReminder(kind: PaymentReminderKind, f: PaymentReminderFacts, from: ClientEmailFrom): Promise<EmailMessage> {
  const due = formatDay(f.dueAt) ?? '';
  const view = { label: f.isPortal ? 'Ver mi portal' : 'Ver la cotización', url: f.url };
  // With a «Pagar» link the client can pay from the e-mail without signing in; the portal stays a link below.
  const pay = f.payUrl ? { label: 'Pagar', url: f.payUrl } : null;
  return composeEmail({
    kind: kind.replace('.', '_'),
    subject: SUBJECT[kind](f),
    ...from,
    title: `Pago «${f.payment}»`,
    paragraphs: [`Hola ${f.recipient},`, INTRO[kind](f, due), 'Si ya lo pagaste, puedes ignorar este mensaje.'],
    facts: [
      { label: 'Monto', value: formatMoney(f.amount, f.currency) },
      // The state in the portal's own words («Vencido el …», «Vence el …»), so the e-mail and the portal agree.
      { label: 'Estado', value: paymentStateSentence(f.state, f.dueAt) },
    ],
    action: pay ?? view,
    secondary: pay ? view : null,
    footer: `Recibiste este correo porque ${f.organization} te envió un recordatorio a través de Trato.`,
  });
}

/** A sent proposal whose validity ends in a few days, to the client, in Spanish. */
export function proposalExpiring(
  f: { organization: string; recipient: string; proposal: string; code?: string | null; total?: string | null; currency?: string | null; validUntil: string; url: string },
  from: ClientEmailFrom,
): Promise<EmailMessage> {
  const day = formatDay(f.validUntil) ?? '';
  const name = `${f.code ? `${f.code} ` : ''}«${f.proposal}»`;
  return composeEmail({
    kind: 'proposal_expiring',
    subject: `La cotización ${name} vence el ${day}`,
    ...from,
    title: `Cotización ${name}`,
    paragraphs: [`Hola ${f.recipient},`, `La cotización ${name} de ${f.organization} es válida hasta el ${day}.`, 'Puedes revisarla y aceptarla en línea antes de esa fecha.'],
    facts: quoteFacts(f),
    action: { label: 'Ver la cotización', url: f.url },
    footer: `Recibiste este correo porque ${f.organization} te envió una cotización a través de Trato.`,
  });
}
