/**
 * Server-Sent Events on the wire (docs/api/realtime.md), read without EventSource: the browser
 * reads the stream with fetch() so the bearer token travels in a header, never in a URL
 * (docs/decisions/0024). One parser for the staff app, the portal and the API tests.
 */

/** One dispatched event: its id (the notification id), its name, and its data lines joined by '\n'. */
export type SseMessage = { id: string | null; event: string; data: string };

/** The realtime streams' paths under the API base. */
export const STAFF_STREAM_PATH = '/v1/notifications/stream';
export const CUSTOMER_STREAM_PATH = '/v1/customer/notifications/stream';
/** The one event name the streams send. */
export const NOTIFICATION_EVENT = 'notification';

/**
 * An incremental parser: feed it decoded text as it arrives, in chunks of any size; it calls
 * `onMessage` for each complete event and `onRetry` for a `retry:` field. Comments (heartbeats)
 * are ignored. Follows the HTML standard's rules: CRLF, CR or LF line ends, a space after the
 * colon dropped, an event without data not dispatched.
 */
export function createSseParser(onMessage: (m: SseMessage) => void, onRetry: (ms: number) => void = () => {}) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | null = null;

  function line(text: string) {
    if (text === '') {
      if (data.length) onMessage({ id, event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      // A trailing CR may be the first half of a CRLF split across chunks: keep it for the next one.
      const re = /\r\n|\r(?!$)|\n/g;
      let start = 0;
      for (let m = re.exec(buffer); m; m = re.exec(buffer)) {
        line(buffer.slice(start, m.index));
        start = m.index + m[0].length;
      }
      buffer = buffer.slice(start);
    },
    /** The last id seen (kept across events, as the standard says): what to resume from. */
    get lastEventId() {
      return id;
    },
  };
}
