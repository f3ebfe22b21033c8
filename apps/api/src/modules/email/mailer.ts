import nodemailer from 'nodemailer';
import type { Mailer } from './outbox.ts';

/** SMTP through nodemailer; the URL carries host, port, credentials and smtps:// for TLS. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close: () => void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    send: async (msg) => {
      await transport.sendMail({ from, ...msg });
    },
    close: () => transport.close(),
  };
}
