import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { projects, signatures } from '../../db/schema/index.ts';
import { listAuditEvents } from '../audit/audit.ts';
import { renderStoredProposalPdf } from '../proposals/proposal-pdf-assets.ts';
import { toProposalDto } from '../proposals/proposals.queries.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { drawCertificate } from './certificate-page.ts';
import { signedView, type SignatureSnapshot } from './snapshot.ts';

/**
 * The signed copy of a proposal: the snapshot as signed (not the live row, which later edits or
 * duplicates cannot touch anyway) rendered with the proposal renderer, plus the certificate page.
 * Null when the proposal (a row or its id) has no signature.
 */
export async function renderSignedProposalPdf(deps: Pick<AppDeps, 'database' | 'storage'> & { config: { appUrl: string } }, proposal: ProposalRow | string): Promise<Buffer | null> {
  const { db } = deps.database;
  const row = typeof proposal === 'string' ? (await db.select().from(projects).where(eq(projects.id, proposal)).limit(1))[0] : proposal;
  if (!row) return null;
  const [signature] = await db.select().from(signatures).where(eq(signatures.projectId, row.id)).limit(1);
  if (!signature) return null;
  const snapshot = signature.snapshot as SignatureSnapshot;
  const [live, events, image] = await Promise.all([
    toProposalDto(db, row, deps.config.appUrl),
    listAuditEvents(db, row.workspaceId, row.id),
    deps.storage.get(signature.imageKey).catch(() => null),
  ]);
  return renderStoredProposalPdf(deps, row.workspaceId, signedView(live, snapshot), {
    appendix: (w) =>
      drawCertificate(
        w,
        {
          signerName: signature.signerName,
          signerEmail: signature.signerEmail,
          signedAt: signature.signedAt,
          ip: signature.ip,
          userAgent: signature.userAgent,
          mode: signature.mode,
          snapshotSha256: signature.snapshotSha256,
          imageSha256: signature.imageSha256,
          termsVersion: snapshot.terms?.version ?? null,
        },
        image,
        events,
      ),
  });
}
