import { and, eq } from 'drizzle-orm';
import type { ProposalSignatureSummaryDto } from '@trato/domain/proposals/dto';
import type { Executor } from '../../db/client.ts';
import { signatures } from '../../db/schema/index.ts';

/** Who signed a proposal and the hash of what they signed, or null while unsigned. */
export async function signatureSummary(db: Executor, workspaceId: string, projectId: string): Promise<ProposalSignatureSummaryDto | null> {
  const [row] = await db
    .select({ signerName: signatures.signerName, signedAt: signatures.signedAt, snapshotSha256: signatures.snapshotSha256 })
    .from(signatures)
    .where(and(eq(signatures.workspaceId, workspaceId), eq(signatures.projectId, projectId)))
    .limit(1);
  return row ? { signer_name: row.signerName, signed_at: row.signedAt.toISOString(), snapshot_sha256: row.snapshotSha256 } : null;
}
