import { and, asc, desc, eq } from 'drizzle-orm';
import type { AuditEventDto } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { auditEvents, projects } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { canonicalJson, toPlain } from './canonical-json.ts';

/** The prev_hash of the first event of a proposal. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditEventType = 'created' | 'sent' | 'viewed' | 'commented' | 'signed' | 'declined';

export type AuditEventInput = {
  workspaceId: string;
  projectId: string;
  type: AuditEventType;
  data?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
  /** When it happened, if not now (the signature's own time; the demo seed's past events). */
  at?: Date;
};

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** What one event's hash covers; every field a later edit could change, and the link to the previous one. */
type HashedFields = Pick<AuditEventRow, 'seq' | 'type' | 'data' | 'ip' | 'userAgent' | 'prevHash' | 'createdAt'>;

/** SHA-256 (hex) of the canonical JSON of the event's fields. */
export function hashAuditEvent(e: HashedFields): string {
  return sha256(
    canonicalJson({
      seq: e.seq,
      type: e.type,
      data: e.data,
      ip: e.ip ?? null,
      user_agent: e.userAgent ?? null,
      created_at: e.createdAt.toISOString(),
      prev_hash: e.prevHash,
    }),
  );
}

/**
 * Appends one event to a proposal's chain. Call it inside the transaction of the change it records.
 * The proposal row is locked (FOR NO KEY UPDATE: it serialises appenders but, unlike FOR UPDATE,
 * does not wait for transactions that merely insert rows referencing the proposal), so two
 * concurrent appends never read the same last event; the unique (project_id, seq) backs that up.
 */
export async function appendAuditEvent(tx: Executor, input: AuditEventInput): Promise<AuditEventRow> {
  await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, input.projectId), eq(projects.workspaceId, input.workspaceId)))
    .for('no key update');
  const [last] = await tx
    .select({ seq: auditEvents.seq, hash: auditEvents.hash })
    .from(auditEvents)
    .where(eq(auditEvents.projectId, input.projectId))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  // Stored exactly as hashed: the data as JSON carries it, the time at the millisecond (a JS Date).
  const fields: HashedFields = {
    seq: (last?.seq ?? 0) + 1,
    type: input.type,
    data: toPlain(input.data ?? {}),
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    prevHash: last?.hash ?? GENESIS_HASH,
    createdAt: input.at ?? new Date(),
  };
  const [row] = await tx
    .insert(auditEvents)
    .values({ ...fields, workspaceId: input.workspaceId, projectId: input.projectId, hash: hashAuditEvent(fields) })
    .returning();
  return row!;
}

/** A proposal's events, oldest first. */
export async function listAuditEvents(db: Executor, workspaceId: string, projectId: string): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.workspaceId, workspaceId), eq(auditEvents.projectId, projectId)))
    .orderBy(asc(auditEvents.seq));
}

export type ChainCheck = { chain_valid: boolean; broken_at: number | null };

/**
 * Recomputes every hash and link of a chain (events in seq order). The first event whose seq is
 * not the next number, whose prev_hash is not the previous event's hash, or whose stored hash is
 * not the hash of its fields is where the chain breaks.
 */
export function verifyChain(events: readonly (HashedFields & { hash: string })[]): ChainCheck {
  let prev = GENESIS_HASH;
  for (const [i, e] of events.entries()) {
    if (e.seq !== i + 1 || e.prevHash !== prev || hashAuditEvent(e) !== e.hash) return { chain_valid: false, broken_at: e.seq };
    prev = e.hash;
  }
  return { chain_valid: true, broken_at: null };
}

export function toAuditEventDto(e: AuditEventRow): AuditEventDto {
  return {
    seq: e.seq,
    type: e.type,
    data: e.data,
    ip: e.ip,
    user_agent: e.userAgent,
    created_at: e.createdAt.toISOString(),
    prev_hash: e.prevHash,
    hash: e.hash,
  };
}
