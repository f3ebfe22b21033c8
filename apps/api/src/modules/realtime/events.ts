import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The one NOTIFY channel every server process LISTENs on (docs/decisions/0024). */
export const REALTIME_CHANNEL = 'trato_events';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay well below it. */
export const MAX_PAYLOAD_BYTES = 7500;

export type Audience = 'staff' | 'customer';

/**
 * What a NOTIFY carries: ids only, never bodies (each process reads the rows its own clients may
 * see). relationshipIds[i] (a user id for staff, a customer id for customers) owns notificationIds[i].
 */
export type RealtimeEvent = {
  audience: Audience;
  workspaceId: string;
  /** The notification type, e.g. comment.created. */
  type: string;
  /** What it is about, so open pages can refetch it. */
  proposalId: string | null;
  projectId: string | null;
  relationshipIds: string[];
  notificationIds: string[];
};

/** Splits an event whose payload would be too large into events of fewer recipients each. */
export function eventPayloads(event: RealtimeEvent): string[] {
  const json = JSON.stringify(event);
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES || event.relationshipIds.length <= 1) return [json];
  const half = Math.ceil(event.relationshipIds.length / 2);
  const part = (from: number, to?: number): RealtimeEvent => ({
    ...event,
    relationshipIds: event.relationshipIds.slice(from, to),
    notificationIds: event.notificationIds.slice(from, to),
  });
  return [...eventPayloads(part(0, half)), ...eventPayloads(part(half))];
}

/**
 * Announces freshly inserted notifications to every server process. Call it in the transaction
 * that inserted them: PostgreSQL delivers a NOTIFY only at commit, so a rolled-back change
 * announces nothing and a listener never hears of a row it cannot read yet.
 */
export async function publishEvent(tx: Executor, event: RealtimeEvent): Promise<void> {
  if (event.notificationIds.length === 0) return;
  for (const payload of eventPayloads(event)) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** A payload heard on the channel, or null if it is not one of ours (anyone may NOTIFY). */
export function parseEvent(payload: string): RealtimeEvent | null {
  let raw: Partial<RealtimeEvent>;
  try {
    raw = JSON.parse(payload) as Partial<RealtimeEvent>;
  } catch {
    return null;
  }
  if (!raw || (raw.audience !== 'staff' && raw.audience !== 'customer') || !isId(raw.workspaceId)) return null;
  if (!Array.isArray(raw.relationshipIds) || !Array.isArray(raw.notificationIds)) return null;
  if (raw.relationshipIds.length !== raw.notificationIds.length || ![...raw.relationshipIds, ...raw.notificationIds].every(isId)) return null;
  return {
    audience: raw.audience,
    workspaceId: raw.workspaceId,
    type: typeof raw.type === 'string' ? raw.type : '',
    proposalId: isId(raw.proposalId) ? raw.proposalId : null,
    projectId: isId(raw.projectId) ? raw.projectId : null,
    relationshipIds: raw.relationshipIds,
    notificationIds: raw.notificationIds,
  };
}

/** The ids a notification's data names as what it is about (proposal_id / project_id). */
export function aboutIds(data: Record<string, unknown> | undefined, projectId: string | null = null) {
  const pick = (v: unknown) => (typeof v === 'string' ? v : null);
  return { proposalId: pick(data?.proposal_id), projectId: projectId ?? pick(data?.project_id) };
}
