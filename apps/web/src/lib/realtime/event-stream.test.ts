import { afterEach, describe, expect, it } from 'vitest';
import { connectEventStream, type StreamStatus } from './event-stream.ts';

/**
 * The server side of each connection, played by the test: every fetch gets a stream the test writes
 * SSE text into (or a status), and the request's headers are kept.
 */
function fakeServer(statuses: number[] = []) {
  const requests: { headers: Record<string, string>; signal: AbortSignal }[] = [];
  const writers: ReadableStreamDefaultController<Uint8Array>[] = [];
  const enc = new TextEncoder();
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    requests.push({ headers: init.headers as Record<string, string>, signal: init.signal! });
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response('{}', { status });
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        writers.push(c);
        init.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  return {
    fetchImpl,
    requests,
    send: (i: number, text: string) => writers[i]!.enqueue(enc.encode(text)),
    end: (i: number) => writers[i]!.close(),
    connections: () => writers.length,
  };
}

const until = async (cond: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!cond() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};

let close: (() => void) | null = null;
afterEach(() => close?.());

describe('connectEventStream', () => {
  it('sends the bearer token, delivers notifications (not heartbeats), and resumes with Last-Event-ID after a drop', async () => {
    const server = fakeServer();
    const got: unknown[] = [];
    const statuses: StreamStatus[] = [];
    ({ close } = connectEventStream({
      url: '/api/v1/notifications/stream',
      token: () => 'tok',
      fetchImpl: server.fetchImpl,
      onNotification: (d) => got.push(d),
      onStatus: (s) => statuses.push(s),
      minDelayMs: 5,
    }));
    await until(() => server.connections() === 1);
    expect(server.requests[0]!.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(server.requests[0]!.headers['Last-Event-ID']).toBeUndefined();
    server.send(0, 'retry: 5\n\n: ping\n\nid: n1\nevent: notification\ndata: {"id":"n1"}\n\nid: n2\nevent: notification\ndata: {"id":"n2"}\n\n');
    await until(() => got.length === 2);
    expect(got).toEqual([{ id: 'n1' }, { id: 'n2' }]);

    server.end(0);
    await until(() => server.connections() === 2);
    expect(server.requests[1]!.headers['Last-Event-ID']).toBe('n2');
    expect(statuses).toEqual(['connecting', 'open', 'down', 'connecting', 'open']);
  });

  it('stops for good on 401 (the session is gone); retries after a 5xx', async () => {
    const server = fakeServer([503, 401]);
    const statuses: StreamStatus[] = [];
    ({ close } = connectEventStream({ url: '/s', token: () => 'tok', fetchImpl: server.fetchImpl, onNotification: () => {}, onStatus: (s) => statuses.push(s), minDelayMs: 5 }));
    await until(() => statuses.at(-1) === 'stopped');
    expect(server.requests).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'down', 'connecting', 'stopped']);
  });

  it('a stream that goes silent past the stall time is dropped and reopened', async () => {
    const server = fakeServer();
    ({ close } = connectEventStream({ url: '/s', token: () => 'tok', fetchImpl: server.fetchImpl, onNotification: () => {}, minDelayMs: 5, stallMs: 50 }));
    await until(() => server.connections() === 1);
    await until(() => server.connections() === 2);
    expect(server.requests[0]!.signal.aborted).toBe(true);
  });

  it('without a token it does not connect', async () => {
    const server = fakeServer();
    const statuses: StreamStatus[] = [];
    ({ close } = connectEventStream({ url: '/s', token: () => null, fetchImpl: server.fetchImpl, onNotification: () => {}, onStatus: (s) => statuses.push(s) }));
    await until(() => statuses.at(-1) === 'stopped');
    expect(server.requests).toHaveLength(0);
  });
});
