import { createSseParser, NOTIFICATION_EVENT } from '@trato/domain/realtime/sse';

/**
 * A realtime stream read with fetch() + ReadableStream instead of EventSource, so the bearer token
 * goes in the Authorization header and never in a URL, a log or a Referer (docs/decisions/0024).
 * It does what EventSource would: reconnects with backoff, resumes with Last-Event-ID, and honours
 * the server's `retry:`. It also gives up on a stream that went silent (the server sends a heartbeat
 * every 25 s; a dead proxy or a sleeping laptop sends nothing) and stops for good on 401 or 403
 * (the session is gone; the app's own session handling takes it from there).
 */
export type StreamStatus = 'connecting' | 'open' | 'down' | 'stopped';

export type EventStreamOptions = {
  /** The full URL of the stream (buildUrl of its path). */
  url: string;
  /** The bearer token at each (re)connection; null stops the stream. */
  token: () => string | null;
  onNotification: (data: unknown, id: string | null) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Injected in tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
  /** Silence longer than this (no heartbeat) counts as a dropped connection. */
  stallMs?: number;
  /** First and longest wait between reconnections. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

export const STALL_MS = 60_000;

export function connectEventStream(o: EventStreamOptions): { close: () => void } {
  const fetchImpl = o.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const minDelay = o.minDelayMs ?? 1000;
  const maxDelay = o.maxDelayMs ?? 30_000;
  let lastEventId: string | null = null;
  let delay = minDelay;
  let closed = false;
  let abort: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let status: StreamStatus | null = null;
  const setStatus = (s: StreamStatus) => {
    if (s !== status) o.onStatus?.((status = s));
  };

  async function once(): Promise<'retry' | 'stop'> {
    const token = o.token();
    if (!token) return 'stop';
    abort = new AbortController();
    const controller = abort;
    let stall: ReturnType<typeof setTimeout> | null = null;
    const watch = () => {
      if (stall) clearTimeout(stall);
      stall = setTimeout(() => controller.abort(), o.stallMs ?? STALL_MS);
    };
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      watch();
      const res = await fetchImpl(o.url, { headers, signal: controller.signal, cache: 'no-store' });
      if (res.status === 401 || res.status === 403) return 'stop';
      if (!res.ok || !res.body) return 'retry';
      setStatus('open');
      delay = minDelay;
      const parser = createSseParser(
        (m) => {
          if (m.event !== NOTIFICATION_EVENT) return;
          lastEventId = m.id;
          try {
            o.onNotification(JSON.parse(m.data), m.id);
          } catch {
            // A malformed event is skipped; the stream goes on.
          }
        },
        (ms) => (delay = Math.max(ms, minDelay)),
      );
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        watch();
        parser.push(r.value);
      }
      return 'retry';
    } catch {
      return 'retry';
    } finally {
      if (stall) clearTimeout(stall);
    }
  }

  async function run() {
    while (!closed) {
      setStatus('connecting');
      const next = await once();
      if (closed) return;
      if (next === 'stop') return setStatus('stopped');
      setStatus('down');
      await new Promise<void>((resolve) => (retryTimer = setTimeout(resolve, delay)));
      delay = Math.min(delay * 2, maxDelay);
    }
  }
  void run();

  return {
    close: () => {
      closed = true;
      abort?.abort();
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}
