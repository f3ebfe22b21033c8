import type { ReactNode } from 'react';
import { Copy, FileSignature } from 'lucide-react';
import { toast } from '../../../../lib/toast.ts';
import { formatCertificateTime } from '@trato/domain/date-format';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { ActivitySection } from '../activity/activity-section.tsx';
import { Detail, EvidenceCheck } from './evidence-check.tsx';
import { EVIDENCE_MESSAGES as M } from './messages.ts';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

type Signature = NonNullable<ProposalDto['signature']>;

/** ACCEPTED: who signed and when, the fingerprint of what was signed, and the evidence check. */
export function SignaturePanel({ proposalId, signature, actions }: { proposalId: string; signature: Signature; actions: ReactNode }) {
  // The certificate's two readings: the workspace's local time with its zone, and UTC.
  const signedAt = formatCertificateTime(signature.signed_at, useWorkspaceTimeZone());
  return (
    <ActivitySection id="proposal-signature" icon={FileSignature} title={M.signedTitle}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail term={M.signedBy} value={signature.signer_name} />
        <div className="min-w-0">
          <dt className="text-muted-foreground">{M.signedAt}</dt>
          <dd className="break-words text-foreground">{signedAt.local}</dd>
          <dd className="break-words text-muted-foreground">{signedAt.utc}</dd>
        </div>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-muted-foreground">{M.snapshotHash}</dt>
          <dd className="flex items-start gap-2">
            <code className="min-w-0 font-mono text-xs break-all text-foreground" data-testid="snapshot-hash">
              {signature.snapshot_sha256}
            </code>
            <button
              type="button"
              aria-label={M.copyHash}
              title={M.copyHash}
              onClick={() => void navigator.clipboard?.writeText(signature.snapshot_sha256).then(() => toast.success(M.hashCopied))}
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
            >
              <Copy className="size-3.5" aria-hidden="true" />
            </button>
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">{M.lockedNote}</p>
      <EvidenceCheck proposalId={proposalId} actions={actions} />
    </ActivitySection>
  );
}
