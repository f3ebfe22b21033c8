import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse.ts';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  chunks.forEach((c) => parser.push(c));
  return { messages, retries, lastEventId: parser.lastEventId };
}

describe('createSseParser', () => {
  it('reads id, event and data, skips heartbeats, and reads retry', () => {
    const { messages, retries, lastEventId } = parse(['retry: 3000\n\n: ping\n\nid: n1\nevent: notification\ndata: {"a":1}\n\n']);
    expect(retries).toEqual([3000]);
    expect(messages).toEqual([{ id: 'n1', event: 'notification', data: '{"a":1}' }]);
    expect(lastEventId).toBe('n1');
  });

  it('joins an event split anywhere across chunks, CRLF included', () => {
    const text = 'id: n1\r\nevent: notification\r\ndata: {"t":"hola"}\r\n\r\nid: n2\r\ndata: uno\r\ndata: dos\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      const { messages } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(messages, `cut at ${cut}`).toEqual([
        { id: 'n1', event: 'notification', data: '{"t":"hola"}' },
        { id: 'n2', event: 'message', data: 'uno\ndos' },
      ]);
    }
  });

  it('dispatches nothing for an event without data or an unfinished one', () => {
    expect(parse(['id: n1\n\n', 'data: half']).messages).toEqual([]);
  });
});
