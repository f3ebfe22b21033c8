import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { addresses, parseEmail, type ParsedEmail } from './mime.ts';

/** A message as the journeys see it: parsed, plus the SMTP envelope recipients. */
export type SinkEmail = ParsedEmail & { id: number; envelopeTo: string[]; receivedAt: string };

export type SmtpSink = {
  smtpPort: number;
  /** Base URL of the HTTP endpoint listing received messages: GET {mailUrl}/messages */
  mailUrl: string;
  messages: SinkEmail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 that accepts every message (no auth, no TLS) and keeps it in
 * memory, plus a tiny HTTP endpoint so test files, which run in worker processes, can read them.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkEmail[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'trato e2e sink',
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const parsed = parseEmail(Buffer.concat(chunks));
          messages.push({
            ...parsed,
            id: nextId++,
            envelopeTo: session.envelope.rcptTo.flatMap((r) => addresses(r.address)),
            receivedAt: new Date().toISOString(),
          });
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  smtp.on('error', (err) => console.error('[e2e smtp sink]', err));
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.includes(to) || m.envelopeTo.includes(to)) : messages;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(list));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  const mailUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    smtpPort,
    mailUrl,
    messages,
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
