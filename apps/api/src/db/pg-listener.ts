import pg from 'pg';

export type NotifyHandler = (payload: string) => void;

/** Channel names are ours, but they go into SQL unquoted-by-driver: only plain identifiers. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
export const LISTENER_APP_NAME = 'trato-listener';

/**
 * LISTEN on PostgreSQL through ONE dedicated connection (never a pooled one: a pooled client goes
 * back to the pool and its LISTEN with it). When the connection drops (server restart, failover,
 * idle kill) it reconnects with backoff and LISTENs again on every channel that still has handlers.
 * Notifications sent while it was down are lost: the stream's clients resume with Last-Event-ID
 * and refetch the bell (docs/decisions/0024).
 */
export function pgListener(url: string) {
  const handlers = new Map<string, Set<NotifyHandler>>();
  let current: pg.Client | null = null;
  let ready: Promise<pg.Client> | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const deliver = (msg: pg.Notification) => {
    for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
  };

  function lost(client: pg.Client) {
    if (client !== current) return;
    current = null;
    ready = null;
    client.removeListener('notification', deliver);
    client.end().catch(() => {});
    if (closed || handlers.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = null;
      open().catch(() => {});
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  function open(): Promise<pg.Client> {
    if (ready) return ready;
    // Named, so an operator (and a test) can find it in pg_stat_activity.
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APP_NAME });
    current = client;
    client.on('notification', deliver);
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    ready = (async () => {
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
      } catch (err) {
        lost(client);
        throw err;
      }
      retryMs = FIRST_RETRY_MS;
      return client;
    })();
    return ready;
  }

  return {
    /** Resolves once LISTENing (or once a reconnect is scheduled, if the server is unreachable now). */
    async listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>> {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel name: ${channel}`);
      if (closed) throw new Error('listener closed');
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      handlers.set(channel, set);
      try {
        const client = await open();
        // A fresh connection already LISTENed on every channel in the map; an existing one needs this one.
        if (first && client === current) await client.query(`LISTEN ${channel}`);
      } catch {
        // Unreachable now: lost() keeps retrying and LISTENs on reconnect.
      }
      return async () => {
        set.delete(handler);
        if (set.size > 0) return;
        handlers.delete(channel);
        if (current && ready) await (await ready.catch(() => null))?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      ready = null;
      handlers.clear();
      await client?.end().catch(() => {});
    },
  };
}
