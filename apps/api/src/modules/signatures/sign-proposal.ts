import { eq } from 'drizzle-orm';
import type { SignatureResultDto } from '@trato/domain/proposals/public-dto';
import { canTransition } from '@trato/domain/proposals/statuses';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/client.ts';
import { projects, signatures } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { appendAuditEvent } from '../audit/audit.ts';
import { recordActivity } from '../proposals/activities.ts';
import { toProposalDto } from '../proposals/proposals.queries.ts';
import type { ProposalRow } from '../proposals/proposals.serialize.ts';
import { PUBLIC_MESSAGES } from '../public-proposals/messages.ts';
import { getPublicRow, isDemoWorkspace, publicDtoOf } from '../public-proposals/public-proposal.queries.ts';
import { isExpired, isOpen } from '../public-proposals/public-proposal.serialize.ts';
import { SIGNATURE_MESSAGES as M } from './messages.ts';
import { createProjectFromProposal } from './proposal-to-project.ts';
import type { SignatureInput } from './signature-input.ts';
import { openSignaturePortals } from './signature-portals.ts';
import { notifySigned } from './signed-notifications.ts';
import { buildSnapshot, snapshotSha256 } from './snapshot.ts';

export type SignRequest = SignatureInput & { ip: string | null; userAgent: string | null; idempotencyKey: string | null };

export const alreadySigned = () => new AppError(409, 'ALREADY_SIGNED', M.alreadySigned);

/** Refuses what may not be signed (the caller has already answered an existing signature: replay or 409). */
async function assertSignable(tx: Executor, row: ProposalRow): Promise<void> {
  if (await isDemoWorkspace(tx, row.workspaceId)) throw forbidden(PUBLIC_MESSAGES.demo, 'DEMO_WORKSPACE');
  if (!isOpen(row.status) || !canTransition(row.status, 'ACCEPTED', 'system')) throw new AppError(409, 'PROPOSAL_NOT_OPEN', PUBLIC_MESSAGES.notOpen);
  if (isExpired(row.validUntilAt?.toISOString() ?? null)) throw new AppError(409, 'PROPOSAL_EXPIRED', PUBLIC_MESSAGES.expired);
}

/**
 * The signature of a proposal already known signable, inside the caller's transaction, its image
 * already stored under `imageKey`: the frozen snapshot, the signature row, ACCEPTED, the activity and
 * audit event, the project with its portals, and the emails and notifications. POST /v1/signatures
 * calls it after its checks; the demo seed calls it directly, so its accepted proposal is signed by
 * the same code (the route keeps refusing demo workspaces).
 */
export async function writeSignature(
  tx: Executor,
  appUrl: string,
  row: ProposalRow,
  input: Omit<SignRequest, 'image'> & { image: { bytes: Buffer }; imageKey: string },
  signedAt = new Date(),
): Promise<SignatureResultDto> {
  const { imageKey } = input;
  const snapshot = buildSnapshot(await toProposalDto(tx, row, appUrl));
  const snapshotHash = snapshotSha256(snapshot);
  const [signature] = await tx
    .insert(signatures)
    .values({
      workspaceId: row.workspaceId,
      projectId: row.id,
      signerName: input.signerName,
      signerEmail: input.signerEmail,
      mode: input.mode,
      imageKey,
      imageSha256: sha256(input.image.bytes),
      snapshot,
      snapshotSha256: snapshotHash,
      ip: input.ip,
      userAgent: input.userAgent,
      idempotencyKey: input.idempotencyKey,
      signedAt,
    })
    .returning();
  const [accepted] = await tx.update(projects).set({ status: 'ACCEPTED', acceptedAt: signedAt, updatedAt: signedAt }).where(eq(projects.id, row.id)).returning();
  await recordActivity(tx, { workspaceId: row.workspaceId, projectId: row.id, userId: null, type: 'proposal.status_changed', data: { from: row.status, to: 'ACCEPTED', by: 'client', signer: input.signerName } });
  await appendAuditEvent(tx, {
    workspaceId: row.workspaceId,
    projectId: row.id,
    type: 'signed',
    data: { signer_name: input.signerName, signer_email: input.signerEmail, snapshot_sha256: snapshotHash, mode: input.mode },
    ip: input.ip,
    userAgent: input.userAgent,
    at: signedAt,
  });

  const project = await createProjectFromProposal(tx, accepted!, signedAt);
  const signer = { name: input.signerName, email: input.signerEmail };
  const portals = await openSignaturePortals(tx, appUrl, { workspaceId: row.workspaceId, companyId: row.companyId, slug: row.slug, projectId: project.id, signer });
  await notifySigned(tx, appUrl, { proposal: accepted!, signer, portals, total: { amount: snapshot.totals.total, currency: snapshot.currency } });

  const body: SignatureResultDto = {
    signature: { id: signature!.id, signer_name: signature!.signerName, signer_email: signature!.signerEmail, signed_at: signedAt.toISOString(), snapshot_sha256: snapshotHash },
    proposal: await publicDtoOf(tx, accepted!, appUrl),
    project_id: project.id,
    magic_link: portals.handoffUrl,
  };
  // Replays answer this body, but never the magic link: the link's token is stored only as a hash.
  await tx.update(signatures).set({ response: { ...body, magic_link: null } }).where(eq(signatures.id, signature!.id));
  return body;
}

/**
 * POST /v1/signatures, all in one transaction that starts by locking the proposal row: a second
 * signer waits, then finds the signature and gets 409 (the unique signatures.project_id backs that
 * up). The image is stored before the rows that name it and removed again if the transaction fails,
 * so a failure at any step leaves neither rows nor a file. Returns the answer and whether it is a
 * replay of the first one (same Idempotency-Key).
 */
export async function signProposal(deps: AppDeps, input: SignRequest): Promise<{ body: SignatureResultDto; replayed: boolean }> {
  const { appUrl } = deps.config;
  const imageKey = `signatures/${newToken()}.${input.image.ext}`;
  let stored = false;
  try {
    const result = await deps.database.db.transaction(async (tx) => {
      const row = await getPublicRow(tx, input.signableId, { lock: true });
      const [existing] = await tx.select().from(signatures).where(eq(signatures.projectId, row.id)).limit(1);
      if (existing) {
        if (input.idempotencyKey && existing.idempotencyKey === input.idempotencyKey && existing.response) {
          return { body: existing.response as SignatureResultDto, replayed: true };
        }
        throw alreadySigned();
      }
      await assertSignable(tx, row);
      await deps.storage.put(imageKey, input.image.bytes, input.image.mime);
      stored = true;
      const body = await writeSignature(tx, appUrl, row, { ...input, imageKey });
      return { body, replayed: false };
    });
    if (!result.replayed) deps.nudgeOutbox();
    return result;
  } catch (err) {
    if (stored) await deps.storage.remove(imageKey).catch(() => {});
    if (isUniqueViolation(err)) throw alreadySigned();
    throw err;
  }
}
