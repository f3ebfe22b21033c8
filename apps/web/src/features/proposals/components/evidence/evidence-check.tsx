import { useState, type ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { formatDateTime } from '@trato/domain/date-format';
import type { EvidenceDto } from '@trato/domain/proposals/public-dto';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useProposalEvidence } from '../../api/get-proposal-evidence.ts';
import { summarizeUserAgent } from '../activity/user-agent.ts';
import { AuditTrail } from './audit-trail.tsx';
import { EVIDENCE_MESSAGES as M } from './messages.ts';
import { useWorkspaceTimeZone } from '../../../../lib/auth/workspace-time-zone.ts';

/**
 * 'Verificar evidencia': the server recomputes the chain and the snapshot hash; we say what it found.
 * `actions` sit in the same row as the button.
 */
export function EvidenceCheck({ proposalId, actions }: { proposalId: string; actions?: ReactNode }) {
  const [asked, setAsked] = useState(false);
  const evidence = useProposalEvidence(proposalId, asked);
  const busy = evidence.isFetching;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" loading={busy} onClick={() => (asked ? void evidence.refetch() : setAsked(true))}>
          {!busy && <ShieldCheck className="size-4" aria-hidden="true" />}
          {busy ? M.verifying : evidence.data ? M.verifyAgain : M.verify}
        </Button>
        {actions}
      </div>
      {evidence.isError && !busy ? (
        <Alert tone="danger" title={M.verifyFailed}>
          {errorMessage(evidence.error)}
        </Alert>
      ) : null}
      {evidence.data && !busy ? <EvidenceResult evidence={evidence.data} checkedAt={evidence.dataUpdatedAt} /> : null}
    </div>
  );
}

export function EvidenceResult({ evidence, checkedAt }: { evidence: EvidenceDto; checkedAt: number }) {
  const timeZone = useWorkspaceTimeZone();
  const { signature } = evidence;
  const valid = evidence.chain_valid && signature?.snapshot_valid === true;
  return (
    <div className="space-y-4" data-testid="evidence-result">
      <Alert tone={valid ? 'success' : 'danger'} title={valid ? M.verifiedTitle : M.brokenTitle}>
        <ul className="space-y-1">
          <li>{evidence.chain_valid ? M.chainValid(evidence.events.length) : M.chainBroken(evidence.broken_at)}</li>
          <li>{signature ? (signature.snapshot_valid ? M.snapshotValid : M.snapshotBroken) : M.noSignature}</li>
          <li className="text-xs">{M.checkedAt(formatDateTime(new Date(checkedAt).toISOString(), timeZone) ?? '')}</li>
        </ul>
      </Alert>
      {signature ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Detail term={M.signerEmail} value={signature.signer_email} />
          <Detail term={M.signMode} value={M.modes[signature.mode] ?? signature.mode} />
          <Detail term={M.signerIp} value={signature.ip ?? '—'} />
          <Detail term={M.signerDevice} value={summarizeUserAgent(signature.user_agent) ?? '—'} />
        </dl>
      ) : null}
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-foreground">{M.trailTitle}</h3>
        <AuditTrail events={evidence.events} brokenAt={evidence.broken_at} />
      </div>
    </div>
  );
}

export function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words text-foreground">{value}</dd>
    </div>
  );
}
