import { and, eq } from 'drizzle-orm';
import type { EvidenceDto, SignatureMode } from '@trato/domain/proposals/public-dto';
import type { Executor } from '../../db/client.ts';
import { projects, signatures } from '../../db/schema/index.ts';
import { snapshotSha256 } from '../signatures/snapshot.ts';
import { listAuditEvents, toAuditEventDto, verifyChain } from './audit.ts';

/**
 * GET /v1/proposals/{id}/evidence's data: the audit log with every hash and link recomputed, and
 * the signature with its stored snapshot hashed again — so a row changed in the database after the
 * fact shows up as chain_valid false (and where) or snapshot_valid false.
 */
export async function buildEvidence(db: Executor, workspaceId: string, projectId: string): Promise<EvidenceDto> {
  const [events, [signature]] = await Promise.all([
    listAuditEvents(db, workspaceId, projectId),
    db
      .select()
      .from(signatures)
      .where(and(eq(signatures.workspaceId, workspaceId), eq(signatures.projectId, projectId)))
      .limit(1),
  ]);
  return toEvidence(events, signature ?? null);
}

/**
 * The evidence of a proposal (or project) of the workspace, or null when there is none: the row's
 * existence and its signature come in one statement, the audit log in another.
 */
export async function evidenceOf(db: Executor, workspaceId: string, projectId: string): Promise<EvidenceDto | null> {
  const [found] = await db
    .select({ signature: signatures })
    .from(projects)
    .leftJoin(signatures, and(eq(signatures.projectId, projects.id), eq(signatures.workspaceId, workspaceId)))
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  if (!found) return null;
  return toEvidence(await listAuditEvents(db, workspaceId, projectId), found.signature);
}

function toEvidence(events: Awaited<ReturnType<typeof listAuditEvents>>, signature: typeof signatures.$inferSelect | null): EvidenceDto {
  return {
    events: events.map(toAuditEventDto),
    ...verifyChain(events),
    signature: signature
      ? {
          signer_name: signature.signerName,
          signer_email: signature.signerEmail,
          signed_at: signature.signedAt.toISOString(),
          ip: signature.ip,
          user_agent: signature.userAgent,
          mode: signature.mode as SignatureMode,
          snapshot_sha256: signature.snapshotSha256,
          snapshot_valid: snapshotSha256(signature.snapshot) === signature.snapshotSha256,
        }
      : null,
  };
}
