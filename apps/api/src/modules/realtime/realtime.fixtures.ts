import { expect } from 'vitest';
import { createSseParser, type SseMessage } from '@trato/domain/realtime/sse';

/** Test helpers of the realtime stream tests (not a test file itself): a real HTTP stream, read as a browser's fetch() reads it. */

export type OpenStream = {
  status: number;
  contentType: string | null;
  /** Every event received so far. */
  messages: SseMessage[];
  retry: number | null;
  /** Waits until `count` events in all have arrived (fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<SseMessage[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function openStream(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: SseMessage[] = [];
  let retry: number | null = null;
  const parser = createSseParser(
    (m) => messages.push(m),
    (ms) => (retry = ms),
  );
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      try {
        for (let r = await reader.read(); !r.done; r = await reader.read()) parser.push(r.value);
      } catch {
        // aborted by close()
      }
    })();
  } else {
    await res.text();
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    messages,
    get retry() {
      return retry;
    },
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < deadline) await sleep(20);
      expect(messages.length, `expected ${count} events, got ${JSON.stringify(messages)}`).toBeGreaterThanOrEqual(count);
      return messages;
    },
    ended,
    close: () => abort.abort(),
  };
}

/** Gives a stream time to receive what it should not (a negative assertion needs a wait). */
export const quietPeriod = (ms = 400) => sleep(ms);

/** The notification DTO of an event. */
export const dataOf = (m: SseMessage) => JSON.parse(m.data) as Record<string, unknown> & { id: string };
