import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpSink, type SinkEmail, type SmtpSink } from '../../../e2e/support/smtp-sink.ts';
import { smtpMailer } from '../src/modules/email/mailer.ts';
import type { Mailer } from '../src/modules/email/outbox.ts';
import type { TestApp } from './app.ts';

export type MailSink = {
  sink: SmtpSink;
  /** Runs the outbox through real SMTP to the sink; returns the messages delivered to `to`. */
  deliver: (to: string) => Promise<SinkEmail[]>;
  /** Delivers, then returns the newest message to `to` (fails the test when there is none). */
  lastTo: (to: string) => Promise<SinkEmail>;
};

/**
 * Starts the e2e SMTP sink (a real SMTP server on 127.0.0.1) for the test file and sends the
 * outbox to it through the production mailer, so tests read links from delivered messages.
 */
export function useMailSink(t: TestApp): MailSink {
  const state = {} as MailSink;
  let mailer: (Mailer & { close: () => void }) | null = null;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    mailer = smtpMailer(`smtp://127.0.0.1:${sink.smtpPort}`, 'Trato <no-reply@trato.test>');
    const deliver = async (to: string) => {
      await t.flushOutbox(mailer);
      return sink.messages.filter((m) => m.to.includes(to.toLowerCase()) || m.envelopeTo.includes(to.toLowerCase()));
    };
    Object.assign(state, {
      sink,
      deliver,
      lastTo: async (to: string) => {
        const list = await deliver(to);
        expect(list.length, `no email delivered to ${to}`).toBeGreaterThan(0);
        return list[list.length - 1]!;
      },
    });
  });
  afterAll(async () => {
    mailer?.close();
    await state.sink?.close();
  });
  return state;
}

/** The app link to `path` (e.g. '/register/verify') in a delivered message's text, parsed. */
export function linkIn(message: SinkEmail, path: string): URL {
  const re = new RegExp(`https?://[^\\s<>"]+${path.replace(/[/.]/g, '\\$&')}\\?[^\\s<>"]+`);
  const m = re.exec(message.text);
  expect(m, `no ${path} link in:\n${message.text}`).not.toBeNull();
  return new URL(m![0]);
}
