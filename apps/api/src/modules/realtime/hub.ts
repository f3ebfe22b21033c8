import type { Database, Db } from '../../db/client.ts';
import { parseEvent, REALTIME_CHANNEL, type Audience, type RealtimeEvent } from './events.ts';
import { parseSessions, SESSIONS_CHANNEL } from './session-ends.ts';

/** A notification ready for the wire: its id (the SSE id) and the DTO the bell's list endpoint sends. */
export type StreamItem = { id: string; dto: unknown };

/** A row a loader read for an event: whose it is, the portal it belongs to (customers), and its DTO. */
export type LoadedNotification = StreamItem & { ownerId: string; projectId: string | null };

/** Reads the announced rows of one audience, in the event's workspace only. One statement. */
export type NotificationLoader = (db: Db, workspaceId: string, ids: string[]) => Promise<LoadedNotification[]>;

/** One open stream of this process. */
export type Subscriber = {
  audience: Audience;
  /** The workspace of the session; events of any other are never looked at. */
  workspaceId: string;
  /** The user (staff) or customer id the notification's relationshipIds must contain. */
  principalId: string;
  /** A customer session scoped to one portal sees only that portal's notifications. */
  projectId: string | null;
  /** The session row behind the stream (access_tokens or customer_access_tokens id). */
  sessionId: string;
  send: (items: StreamItem[]) => void;
  end: () => void;
  /** Checks the session again now, and ends the stream if it is gone (what the heartbeat does). */
  recheck: () => void;
};

type Log = { warn: (o: object, m: string) => void };

/**
 * The fan-out of one server process: LISTENs on the realtime channel and hands each announced
 * notification to this process's streams whose user or customer it belongs to. Rows are read once
 * per event (one statement), and only when someone here is waiting for them. Events are handled one
 * after another, so every stream gets them in commit order. It also LISTENs on the sessions channel:
 * a stream whose session was announced as ended or changed re-checks it at once (decision 0060),
 * instead of at its next heartbeat.
 */
export function createRealtimeHub(database: Database, loaders: Record<Audience, NotificationLoader>, log: Log) {
  const subscribers = new Set<Subscriber>();
  const unlisten: (() => Promise<void>)[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function dispatch(event: RealtimeEvent): Promise<void> {
    const targets = [...subscribers].filter(
      (s) => s.audience === event.audience && s.workspaceId === event.workspaceId && event.relationshipIds.includes(s.principalId),
    );
    if (targets.length === 0) return;
    const principals = new Set(targets.map((s) => s.principalId));
    const ids = event.notificationIds.filter((_, i) => principals.has(event.relationshipIds[i]!));
    const rows = await loaders[event.audience](database.db, event.workspaceId, ids);
    for (const s of targets) {
      const mine = rows.filter((r) => r.ownerId === s.principalId && (!s.projectId || r.projectId === s.projectId));
      if (mine.length) s.send(mine.map(({ id, dto }) => ({ id, dto })));
    }
  }

  function heard(payload: string): void {
    const event = parseEvent(payload);
    if (!event) return;
    queue = queue.then(() => dispatch(event)).catch((err: unknown) => log.warn({ err: String(err) }, 'realtime: could not deliver an event'));
  }

  function sessionsChanged(payload: string): void {
    const event = parseSessions(payload);
    if (!event) return;
    const ids = new Set(event.sessionIds);
    // A re-check, not an end: whoever can NOTIFY on the channel can at most make a stream look again.
    for (const s of subscribers) if (s.audience === event.audience && ids.has(s.sessionId)) s.recheck();
  }

  return {
    start: async () => {
      unlisten.push(await database.listen(REALTIME_CHANNEL, heard), await database.listen(SESSIONS_CHANNEL, sessionsChanged));
    },
    subscribe(s: Subscriber): () => void {
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    /** Ends every open stream (app.close(): shutdown and tests never wait on one). */
    endAll(): void {
      for (const s of [...subscribers]) s.end();
      subscribers.clear();
    },
    stop: async () => {
      for (const stop of unlisten.splice(0)) await stop();
      await queue;
    },
    get size() {
      return subscribers.size;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
