import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Archive, ArchiveRestore, ArrowLeft, Mail, Pencil, Phone } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { TopTabs } from '../../shell/components/top-tabs.tsx';
import { useArchiveCompany } from '../api/archive-company.ts';
import { useCompany } from '../api/get-company.ts';
import { useRecoverCompany } from '../api/recover-company.ts';
import type { Company } from '../api/types.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CLIENTS_UI as M } from '../messages.ts';
import { CompanyLogo } from './company-logo.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { RelatedList, type RelatedTab } from './related-list.tsx';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-semibold text-foreground tabular-nums">{value}</p>
    </Card>
  );
}

function ClientDetail({ company }: { company: Company }) {
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const currency = account?.workspace?.currency_code ?? account?.workspace?.default_currency ?? null;
  const archive = useArchiveCompany();
  const recover = useRecoverCompany();
  const [confirming, setConfirming] = useState(false);

  function doArchive() {
    archive.mutateAsync(company.id).then(
      () => {
        setConfirming(false);
        toast.success(M.archived);
        navigate('/clients?archived=1#clientes');
      },
      (e: unknown) => toast.error(errorMessage(e)),
    );
  }

  return (
    <div className="space-y-6">
      <Link to="/clients#clientes" className={buttonClasses('link', 'sm', 'text-sm')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {M.back}
      </Link>
      {company.archived && (
        <Alert tone="warning" title={M.archivedNotice}>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            loading={recover.isPending}
            onClick={() => recover.mutateAsync(company.id).then(() => toast.success(M.recovered), (e: unknown) => toast.error(errorMessage(e)))}
          >
            <ArchiveRestore className="size-4" aria-hidden="true" />
            {M.recover}
          </Button>
        </Alert>
      )}
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-center gap-4">
          <CompanyLogo name={company.name} logo={company.logo} className="size-16 rounded-2xl text-lg" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="truncate text-2xl font-semibold tracking-tight text-foreground">{company.name}</h1>
              <Badge tone="bg-surface-muted text-muted-foreground">{company.is_person ? M.person : M.company}</Badge>
              {company.archived && <Badge tone="bg-warning-soft text-warning">{M.archivedBadge}</Badge>}
            </div>
            {company.contact && (
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span>{company.contact.name}</span>
                <a href={`mailto:${company.contact.email}`} className="inline-flex items-center gap-1 hover:text-foreground">
                  <Mail className="size-3.5" aria-hidden="true" />
                  {company.contact.email}
                </a>
                {company.contact.phone && (
                  <span className="inline-flex items-center gap-1">
                    <Phone className="size-3.5" aria-hidden="true" />
                    {company.contact.phone}
                  </span>
                )}
              </div>
            )}
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to={`/clients/${company.id}/edit`} className={buttonClasses('outline', 'md')}>
            <Pencil className="size-4" aria-hidden="true" />
            {M.edit}
          </Link>
          {!company.archived && (
            <Button variant="outline" onClick={() => setConfirming(true)} className="text-danger">
              <Archive className="size-4" aria-hidden="true" />
              {M.archive}
            </Button>
          )}
        </div>
      </Card>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={M.proposalsCount} value={company.proposals_count} />
        <Stat label={M.projectsCount} value={company.projects_count} />
        <Stat label={M.amountSell} value={formatMoney(company.amount_sell, currency)} />
        <Stat label={M.amountPaid} value={formatMoney(company.amount_paid, currency)} />
      </div>
      {company.members.length > 1 && (
        <Card className="p-5">
          <h2 className="text-sm font-semibold text-foreground">{M.membersTitle}</h2>
          <ul className="mt-3 divide-y divide-border text-sm">
            {company.members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium text-foreground">{m.name}</span>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {m.email}
                  {m.is_contact && <Badge>{M.mainContact}</Badge>}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <TopTabs tabs={M.tabs} label={company.name}>
        {(tab) => <RelatedList companyId={company.id} tab={tab as RelatedTab} />}
      </TopTabs>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={M.archiveTitle}
        description={M.archiveText(company.name)}
        confirmLabel={M.archiveConfirm}
        cancelLabel={M.cancel}
        onConfirm={doArchive}
        loading={archive.isPending}
      />
    </div>
  );
}

/** /clients/{id}: header with logo and totals; tabs proyectos, cotizaciones, pagos, archivos. */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const query = useCompany(id);
  useBreadcrumbs([{ name: M.title, path: '/clients' }, { name: query.data?.name ?? '…' }]);
  return (
    <div className="mx-auto w-full max-w-6xl">
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="danger" title={isApiError(query.error) && (query.error.status === 404 || query.error.status === 422) ? M.notFound : M.detailError}>
          <Link to="/clients" className={buttonClasses('outline', 'sm', 'mt-3')}>
            {M.back}
          </Link>
        </Alert>
      ) : (
        <ClientDetail company={query.data} />
      )}
    </div>
  );
}
