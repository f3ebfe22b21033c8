import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server accepted it: its Message-ID, envelope recipients and raw text. */
export type Delivered = { messageId: string | null; to: string[]; raw: string; at: number };

/**
 * A real SMTP server on loopback that accepts every message and keeps it in memory. It lives in the
 * test process, so it outlives every server it kills and counts each delivery, duplicates included.
 */
export async function startSink(): Promise<{ port: number; delivered: Delivered[]; close: () => Promise<void> }> {
  const delivered: Delivered[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        const messageId = /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? null;
        delivered.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, at: Date.now() });
        callback();
      });
    },
  });
  // A server killed mid-conversation resets its SMTP connection (ECONNRESET): that is the test's
  // doing, not a failure, and the cut message never reaches `delivered` (its stream ends in error).
  // Without a listener the reset would be an uncaught exception in the test process.
  smtp.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (smtp.server.address() as AddressInfo).port,
    delivered,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A link in a delivered message's text part, quoted-printable soft breaks and =3D undone. */
export function linkIn(message: Delivered, pathPart: string): string | null {
  const text = message.raw.replace(/=\r\n/g, '').replace(/=3D/gi, '=');
  const match = new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(text);
  return match?.[0] ?? null;
}
