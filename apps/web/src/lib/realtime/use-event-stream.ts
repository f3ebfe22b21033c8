import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { buildUrl } from '../api-client.ts';
import { connectEventStream } from './event-stream.ts';

export type EventStreamHandlers<T> = {
  /** The stream's path under the API base. */
  path: string;
  token: () => string | null;
  /** Each notification as it arrives; `navigate` for a toast that opens its page. */
  onItem: (item: T, navigate: NavigateFunction) => void;
  /** Whether the stream is up now (the bell polls only while it is not). */
  onUp: (up: boolean) => void;
  /** Refetch the bell: after the stream dropped (it may have missed some) and when it goes down (the poll restarts). */
  resync: () => void;
};

/**
 * Holds one realtime stream while the component is mounted (the staff header's bell, the portal's
 * bell): the connection, its reconnections, and what to do when it drops or comes back.
 */
export function useEventStream<T>(handlers: EventStreamHandlers<T>): void {
  const navigate = useNavigate();
  const ref = useRef({ handlers, navigate });
  ref.current = { handlers, navigate };
  const { path } = handlers;

  useEffect(() => {
    let wasOpen = false;
    const stream = connectEventStream({
      url: buildUrl(path),
      token: () => ref.current.handlers.token(),
      onNotification: (data) => ref.current.handlers.onItem(data as T, ref.current.navigate),
      onStatus: (status) => {
        const h = ref.current.handlers;
        h.onUp(status === 'open');
        if ((status === 'open' && wasOpen) || status === 'down' || status === 'stopped') h.resync();
        if (status === 'open') wasOpen = true;
      },
    });
    return () => {
      stream.close();
      ref.current.handlers.onUp(false);
    };
  }, [path]);
}
