import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { projects, signatures } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { listAuditEvents } from '../audit/audit.ts';
import { cachedPdf } from '../pdf-cache/pdf-cache.ts';
import type { PdfResponse } from '../pdf-cache/send-pdf.ts';
import { pdfFilename, renderStoredProposalPdf } from '../proposals/proposal-pdf-assets.ts';
import { toProposalDto } from '../proposals/proposals.queries.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { drawCertificate } from './certificate-page.ts';
import { signedView, type SignatureSnapshot } from './snapshot.ts';

type SignedPdfDeps = Pick<AppDeps, 'database' | 'storage'> & { config: { appUrl: string } };
type SignatureRow = typeof signatures.$inferSelect;

/**
 * The signed copy of a proposal: the snapshot as signed (not the live row, which later edits or
 * duplicates cannot touch anyway) rendered with the proposal renderer, plus the certificate page.
 * Null when the proposal (a row or its id) has no signature. Always draws: downloads go through
 * `signedProposalPdf`, which keeps the first rendering.
 */
export async function renderSignedProposalPdf(deps: SignedPdfDeps, proposal: ProposalRow | string): Promise<Buffer | null> {
  const { db } = deps.database;
  const row = typeof proposal === 'string' ? (await db.select().from(projects).where(eq(projects.id, proposal)).limit(1))[0] : proposal;
  if (!row) return null;
  const [signature] = await db.select().from(signatures).where(eq(signatures.projectId, row.id)).limit(1);
  return signature ? renderSigned(deps, row, signature) : null;
}

/**
 * The signed copy as a download, or null before signing. It is immutable (decision 0033): drawn at
 * the first request and kept in storage, so later workspace, cover or audit changes never alter it.
 */
export async function signedProposalPdf(deps: SignedPdfDeps, row: ProposalRow): Promise<PdfResponse | null> {
  const [signature] = await deps.database.db.select().from(signatures).where(eq(signatures.projectId, row.id)).limit(1);
  if (!signature) return null;
  const version = sha256(`signed:${signature.id}:${signature.snapshotSha256}`).slice(0, 32);
  return {
    etag: `"${version}"`,
    filename: pdfFilename(row.name),
    disposition: 'inline',
    load: () => cachedPdf(deps.storage, { dir: 'pdf_signed', id: row.id, version }, () => renderSigned(deps, row, signature)),
  };
}

async function renderSigned(deps: SignedPdfDeps, row: ProposalRow, signature: SignatureRow): Promise<Buffer> {
  const { db } = deps.database;
  const snapshot = signature.snapshot as SignatureSnapshot;
  const [live, events, image] = await Promise.all([
    toProposalDto(db, row, deps.config.appUrl),
    listAuditEvents(db, row.workspaceId, row.id),
    deps.storage.get(signature.imageKey).catch(() => null),
  ]);
  const view = signedView(live, snapshot);
  return renderStoredProposalPdf(deps, row.workspaceId, view, {
    acceptance: { signerName: signature.signerName, signerEmail: signature.signerEmail, signedAt: signature.signedAt, snapshotSha256: signature.snapshotSha256, image },
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
        // The zone the cover uses too: the workspace's as it was signed.
        view.organization.time_zone,
      ),
  });
}
