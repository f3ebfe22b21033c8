import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Archive, ArchiveRestore, Plus, Search, SearchX, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { TopTabs } from '../../shell/components/top-tabs.tsx';
import { useCompanies } from '../api/get-companies.ts';
import { useRecoverCompany } from '../api/recover-company.ts';
import type { Company } from '../api/types.ts';
import { readListParams, writeListParams, type ClientListParams } from '../lib/client-list-params.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CLIENTS_UI as M } from '../messages.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { CompanyLogo } from './company-logo.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PaginationBar } from '../../../components/ui/pagination-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const SEARCH_DEBOUNCE_MS = 300;

function CompanyRow({ company, currency }: { company: Company; currency: string | null }) {
  const recover = useRecoverCompany();
  return (
    <li className="relative flex flex-col gap-3 px-4 py-4 transition-colors hover:bg-surface-muted/60 sm:flex-row sm:items-center sm:px-5">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CompanyLogo name={company.name} logo={company.logo} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/clients/${company.id}`} className="truncate font-medium text-foreground after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
              {company.name}
            </Link>
            {company.is_person && <Badge tone="bg-surface-muted text-muted-foreground">{M.person}</Badge>}
            {company.archived && <Badge tone="bg-warning-soft text-warning">{M.archivedBadge}</Badge>}
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {company.contact ? `${company.contact.name} · ${company.contact.email}` : M.noContact}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-4 gap-3 text-xs sm:w-auto sm:min-w-[22rem] sm:text-right">
        <div>
          <dt className="text-muted-foreground">{M.proposalsCount}</dt>
          <dd className="font-medium text-foreground tabular-nums">{company.proposals_count}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.projectsCount}</dt>
          <dd className="font-medium text-foreground tabular-nums">{company.projects_count}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.amountSell}</dt>
          <dd className="font-medium text-foreground tabular-nums">{formatMoney(company.amount_sell, currency)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{M.amountPaid}</dt>
          <dd className="font-medium text-foreground tabular-nums">{formatMoney(company.amount_paid, currency)}</dd>
        </div>
      </dl>
      {company.archived && (
        <Button
          variant="outline"
          size="sm"
          className="relative z-10"
          loading={recover.isPending}
          aria-label={`${M.recover} ${company.name}`}
          // mutateAsync: the toast shows even though the row leaves the archived list once it is recovered.
          onClick={() => recover.mutateAsync(company.id).then(() => toast.success(M.recovered), (e: unknown) => toast.error(errorMessage(e)))}
        >
          <ArchiveRestore className="size-4" aria-hidden="true" />
          {M.recover}
        </Button>
      )}
    </li>
  );
}

function ClientsList({ params, setParams, onCreate }: { params: ClientListParams; setParams: (p: ClientListParams) => void; onCreate: () => void }) {
  const { data: account } = useAccount();
  const currency = account?.workspace?.currency_code ?? account?.workspace?.default_currency ?? null;
  const [text, setText] = useState(params.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = useCompanies(params);

  // The URL follows the debounced search (back to page 1); a URL change (back button) fills the box.
  useEffect(() => {
    if (debounced.trim() !== params.search.trim()) setParams({ ...params, search: debounced.trim(), page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typed text settles
  }, [debounced]);
  useEffect(() => {
    setText((t) => (t.trim() === params.search.trim() ? t : params.search));
  }, [params.search]);

  const data = query.data;
  const searching = params.search.trim() !== '';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" aria-label={M.searchLabel} placeholder={M.searchPlaceholder} value={text} onChange={(e) => setText(e.target.value)} className="pl-9" />
        </div>
        <div role="radiogroup" aria-label={M.viewLabel} className="inline-flex self-start rounded-lg border border-border bg-surface p-0.5">
          {(
            [
              [false, M.viewActive, Users],
              [true, M.viewArchived, Archive],
            ] as const
          ).map(([archived, label, Icon]) => (
            <button
              key={label}
              type="button"
              role="radio"
              aria-checked={params.archived === archived}
              onClick={() => setParams({ ...params, archived, page: 1 })}
              className={cn(
                'flex h-8 items-center gap-1.5 rounded-md px-3 text-xs font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
                params.archived === archived && 'bg-surface-muted text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </div>

      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="danger" title={M.loadError}>
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {M.retry}
          </Button>
        </Alert>
      ) : data && data.data.length === 0 ? (
        searching ? (
          <EmptyState
            icon={SearchX}
            title={M.noResultsTitle}
            text={M.noResultsText(params.search)}
            action={
              <Button variant="outline" onClick={() => setText('')}>
                {M.clearSearch}
              </Button>
            }
          />
        ) : params.archived ? (
          <EmptyState icon={Archive} title={M.emptyArchivedTitle} text={M.emptyArchivedText} />
        ) : (
          <EmptyState
            icon={Users}
            title={M.emptyTitle}
            text={M.emptyText}
            action={
              <Button onClick={onCreate}>
                <Plus className="size-4" aria-hidden="true" />
                {M.newClient}
              </Button>
            }
          />
        )
      ) : data ? (
        <>
          {params.archived && <h2 className="text-sm font-medium text-muted-foreground">{M.archivedHeading}</h2>}
          <Card className={cn('overflow-hidden transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <ul className="divide-y divide-border" aria-label={params.archived ? M.archivedHeading : M.title}>
              {data.data.map((c) => (
                <CompanyRow key={c.id} company={c} currency={currency} />
              ))}
            </ul>
          </Card>
          <PaginationBar meta={data.meta} onPage={(page) => setParams({ ...params, page })} />
        </>
      ) : null}
    </div>
  );
}

/** /clients (#clientes): the workspace's clients, searchable, paged and with an archived view. */
export function ClientsPage() {
  useBreadcrumbs([{ name: M.title, path: '/clients' }]);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = readListParams(search);
  const [creating, setCreating] = useState(false);
  const setParams = (next: ClientListParams) => {
    const qs = writeListParams(next).toString();
    navigate({ search: qs ? `?${qs}` : '', hash: location.hash || '#clientes' }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {M.newClient}
        </Button>
      </PageHeader>
      <TopTabs tabs={[M.tab]}>{() => <ClientsList params={params} setParams={setParams} onCreate={() => setCreating(true)} />}</TopTabs>
      <ClientFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
