import type { FastifyReply } from 'fastify';
import type { RealtimeHub, StreamItem, Subscriber } from './hub.ts';

/** How long a browser waits before reconnecting (the SSE `retry:` field). */
export const RETRY_MS = 3000;
/**
 * A comment line this often keeps proxies from closing an idle stream, and re-checks the session
 * (a session that ends is announced and re-checked at once too: decision 0060).
 */
export const HEARTBEAT_MS = 25_000;

export function sseEvent(item: StreamItem): string {
  // JSON.stringify never emits a raw newline, so the DTO is exactly one data line.
  return `id: ${item.id}\nevent: notification\ndata: ${JSON.stringify(item.dto)}\n\n`;
}

export type StreamOptions = {
  hub: RealtimeHub;
  subscriber: Omit<Subscriber, 'send' | 'end' | 'recheck'>;
  /** The notifications created after the client's Last-Event-ID (none without one). */
  replay: () => Promise<StreamItem[]>;
  /** False once the session behind the stream is gone (logout, revoked, removed from the workspace). */
  sessionAlive: () => Promise<boolean>;
  heartbeatMs: number;
};

/**
 * Turns the request into a text/event-stream: subscribes first, then sends the replay, then what
 * arrived meanwhile (without repeating an id), then live events; a heartbeat comment every
 * `heartbeatMs`, at which the session is checked again and the stream ended if it died. The hub
 * asks for the same check at once when the session is announced as ended or changed.
 */
export async function openEventStream(reply: FastifyReply, o: StreamOptions): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // nginx and others would otherwise hold events in a buffer.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  let ended = false;
  let pending: StreamItem[] | null = [];
  // The replay and live events can overlap: a NOTIFY committed just before this stream opened may
  // reach this process's LISTEN after the replay read its row. The replayed ids (at most 50) are
  // kept for the stream's life and never sent again; live ids need no memory (each arrives once).
  const replayed = new Set<string>();
  let replaying = true;
  const write = (items: StreamItem[]) => {
    for (const item of items) {
      if (ended || replayed.has(item.id)) continue;
      if (replaying) replayed.add(item.id);
      res.write(sseEvent(item));
    }
  };
  /** True while the session lives; ends the stream when it does not. */
  const recheck = async (): Promise<boolean> => {
    if (ended) return false;
    const alive = await o.sessionAlive();
    if (!alive) end();
    return alive && !ended;
  };
  const timer = setInterval(() => {
    void recheck().then((alive) => alive && res.write(': ping\n\n'));
  }, o.heartbeatMs);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    unsubscribe();
    res.end();
  };
  const unsubscribe = o.hub.subscribe({
    ...o.subscriber,
    send: (items) => (pending ? pending.push(...items) : write(items)),
    end,
    recheck: () => void recheck(),
  });
  res.on('close', end);

  try {
    write(await o.replay());
  } catch {
    return end();
  }
  const arrived = pending;
  pending = null;
  write(arrived);
  replaying = false;
}
