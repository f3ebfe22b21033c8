import { formatCertificateTime } from '@trato/domain/date-format';
import { ProposalDocument } from '../../features/proposals/components/document/proposal-document.tsx';
import { buttonClass } from '../../public/components/button.tsx';
import { DownloadIcon } from '../../public/components/icons.tsx';
import { Card, EmptyState, PageHeading } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { contractDocument } from '../view/contract-document.ts';
import { usePortalView } from '../view/portal-view.ts';

/** Contrato (/c/proposal): the signed snapshot, its certificate and the signed PDF. */
export default function ContractPage() {
  const { project, organization } = usePortalView();
  const contract = project.contract;
  if (!contract) {
    return (
      <>
        <PageHeading title={M.contractTitle} text={M.contractIntro} />
        <Card>
          <EmptyState>{M.contractEmpty}</EmptyState>
        </Card>
      </>
    );
  }
  const { certificate } = contract;
  const signedAt = formatCertificateTime(certificate.signed_at, organization.time_zone);
  return (
    <>
      <PageHeading
        title={M.contractTitle}
        text={M.contractIntro}
        action={
          <a href={contract.pdf_url} target="_blank" rel="noopener" className={buttonClass('primary')}>
            <DownloadIcon className="size-4" />
            {M.downloadSigned}
          </a>
        }
      />
      <div className="space-y-4">
        <Card title={M.certificate}>
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            <li className="font-medium">{M.signedBy(certificate.signer_name)}</li>
            <li className="text-muted-foreground">{M.signedEmail(certificate.signer_email)}</li>
            {/* Each on its own full line: the local time carries its zone, which a half-width column would split. */}
            <li className="text-muted-foreground sm:col-span-2">{M.signedAt(signedAt.local)}</li>
            <li className="text-muted-foreground sm:col-span-2">{M.signedAtUtc(signedAt.utc)}</li>
            <li className="min-w-0 sm:col-span-2">
              <span className="block text-xs text-muted-foreground">{M.documentHash}</span>
              <span className="font-mono text-xs break-all">{certificate.snapshot_sha256}</span>
            </li>
          </ul>
        </Card>
        <ProposalDocument proposal={contractDocument(project, contract)} />
      </div>
    </>
  );
}
