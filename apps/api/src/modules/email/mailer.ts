import nodemailer from 'nodemailer';
import type { Mailer } from './outbox.ts';

/** The bare address of a From setting («Trato <no-reply@trato.app>» or «no-reply@trato.app»). */
export const fromAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * SMTP through nodemailer; the URL carries host, port, credentials and smtps:// for TLS. The address
 * is always the instance's own (its SPF and DKIM vouch for it); a client e-mail changes only the
 * display name («Ana Pérez · Estudio Sur») and asks for answers at Reply-To (decision 0082).
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close: () => void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const address = fromAddress(from);
  return {
    send: async ({ fromName, replyTo, ...msg }) => {
      await transport.sendMail({ from: fromName ? { name: fromName, address } : from, ...(replyTo ? { replyTo } : {}), ...msg });
    },
    close: () => transport.close(),
  };
}
