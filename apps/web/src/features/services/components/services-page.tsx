import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Package, Pencil, Plus, Search, SearchX, Trash2 } from 'lucide-react';
import { SERVICE_TYPE_LABELS } from '@trato/domain/services/types';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAccount } from '../../../lib/auth/get-account.ts';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useServices, type Service } from '../api/get-services.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { SERVICES_MESSAGES as M } from '../messages.ts';
import { DeleteServiceDialog } from './delete-service-dialog.tsx';
import { ServiceDialog } from './service-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const positivePage = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** /services — the catalogue: paginated (?page= in the URL), searchable, create/edit/delete. */
export function ServicesPage() {
  useBreadcrumbs([{ name: M.title }]);
  const [params, setParams] = useSearchParams();
  const page = positivePage(params.get('page'));
  const urlQuery = params.get('query') ?? '';
  const [search, setSearch] = useState(urlQuery);
  const debounced = useDebouncedValue(search, 300);
  const account = useAccount();
  const workspace = account.data?.workspace;
  const currency = workspace?.currency_code ?? workspace?.default_currency ?? workspace?.config?.currency ?? null;

  const [editing, setEditing] = useState<Service | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Service | null>(null);

  // The search box drives ?query= (page back to 1) once typing pauses.
  useEffect(() => {
    const q = debounced.trim();
    if (q === urlQuery) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set('query', q);
        else next.delete('query');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, urlQuery, setParams]);

  const list = useServices({ page, query: urlQuery });
  const result = list.data;
  const lastPage = result?.meta.last_page ?? 1;

  // A page past the end (e.g. after deleting the last item of the last page) goes to the last page.
  useEffect(() => {
    if (result && result.data.length === 0 && result.total > 0 && page > lastPage) {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.set('page', String(lastPage));
        return next;
      });
    }
  }, [result, page, lastPage, setParams]);

  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  const openCreate = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const openEdit = (service: Service) => {
    setEditing(service);
    setDialogOpen(true);
  };
  const money = (amount: string) => formatMoney(amount, currency);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        <Button onClick={openCreate} className="self-start sm:self-auto">
          <Plus className="size-4" aria-hidden="true" />
          {M.create}
        </Button>
      </PageHeader>

      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label={M.searchLabel} placeholder={M.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
      </div>

      {list.isPending ? (
        <Card className="flex justify-center py-16">
          <Spinner label={M.loading} />
        </Card>
      ) : list.isError ? (
        <Alert tone="danger" title={M.loadError}>
          <p>{errorMessage(list.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {M.retry}
          </Button>
        </Alert>
      ) : result && result.total === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
            {urlQuery ? <SearchX className="size-6" aria-hidden="true" /> : <Package className="size-6" aria-hidden="true" />}
          </span>
          <p className="mt-4 text-base font-semibold text-foreground">{urlQuery ? M.noResultsTitle : M.emptyTitle}</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{urlQuery ? M.noResults(urlQuery) : M.emptyText}</p>
          {urlQuery ? (
            <Button variant="outline" className="mt-6" onClick={() => setSearch('')}>
              {M.clearSearch}
            </Button>
          ) : (
            <Button className="mt-6" onClick={openCreate}>
              <Plus className="size-4" aria-hidden="true" />
              {M.create}
            </Button>
          )}
        </Card>
      ) : result ? (
        <>
          <Card className={cn('overflow-hidden', list.isPlaceholderData && 'opacity-70')}>
            <ul aria-label={M.listLabel} className="divide-y divide-border">
              {result.data.map((service) => (
                <li key={service.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-6" data-testid="service-row">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="truncate font-medium text-foreground">{service.name}</p>
                      <Badge tone="bg-surface-muted text-muted-foreground">{SERVICE_TYPE_LABELS[service.type]}</Badge>
                      {service.is_public && <Badge tone="bg-success-soft text-success">{M.public}</Badge>}
                    </div>
                    <p className="mt-1 text-sm text-muted-foreground">
                      {service.subservices.length > 0
                        ? M.subservicesCount(service.subservices.length)
                        : service.type === 'simple'
                          ? M.fixedPrice
                          : M.quantityTimesValue(
                              `${formatNumber(service.quantity)}${service.quantity_type ? ` ${service.quantity_type}` : ''}`,
                              `${money(service.value)}${service.value_type ? ` ${service.value_type}` : ''}`,
                            )}
                      {service.lines.length > 0 && <span> · {service.lines.map((l) => l.name).join(', ')}</span>}
                    </p>
                  </div>
                  <div className="flex items-center justify-between gap-4 sm:justify-end">
                    <p className="text-base font-semibold text-foreground tabular-nums" data-testid="service-total">
                      <span className="sr-only">{M.colTotal}: </span>
                      {money(service.total)}
                    </p>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="icon" className="size-9" aria-label={M.editService(service.name)} onClick={() => openEdit(service)}>
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" className="size-9 text-danger" aria-label={M.deleteService(service.name)} onClick={() => setDeleting(service)}>
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </Card>

          {result.data.length > 0 && (
            <nav aria-label={M.pagination} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-sm text-muted-foreground">
                {M.showing(result.meta.from ?? 0, result.meta.to ?? 0, result.total)} · {M.pageOf(page, lastPage)}
              </p>
              <div className="flex gap-2">
                {page > 1 ? (
                  <Link to={pageHref(page - 1)} className={buttonClasses('outline', 'sm')} rel="prev">
                    <ChevronLeft className="size-4" aria-hidden="true" />
                    {M.previous}
                  </Link>
                ) : (
                  <span className={buttonClasses('outline', 'sm')} aria-disabled="true">
                    <ChevronLeft className="size-4" aria-hidden="true" />
                    {M.previous}
                  </span>
                )}
                {page < lastPage ? (
                  <Link to={pageHref(page + 1)} className={buttonClasses('outline', 'sm')} rel="next">
                    {M.next}
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </Link>
                ) : (
                  <span className={buttonClasses('outline', 'sm')} aria-disabled="true">
                    {M.next}
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </span>
                )}
              </div>
            </nav>
          )}
        </>
      ) : null}

      <ServiceDialog open={dialogOpen} onOpenChange={setDialogOpen} service={editing} currency={currency} />
      <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} onDeleted={() => undefined} />
    </div>
  );
}
