import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Inbox, Search, SearchX, Stethoscope } from 'lucide-react';
import { SUPERADMIN_LIST_LABELS, SUPERADMIN_LISTS, type SuperadminList, type SuperadminPage, type SuperadminRows } from '@trato/domain/superadmin/superadmin';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError, LoadingCard } from './query-states.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useBreadcrumbs } from '../../../lib/breadcrumbs.ts';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSuperadminList, useSuperadminPlans } from '../api/superadmin-api.ts';
import { listHref, listParam, pageParam } from '../lib/list-params.ts';
import { SUPERADMIN_PAGE_MESSAGES as M } from '../messages.ts';
import { DataTable } from './data-table.tsx';
import { COLUMNS, InstantDay, type Column } from './list-columns.tsx';
import { WorkspaceActions } from './workspace-actions.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /superadmin — the instance's lists (tab, search and page in the URL) and per workspace plan and access. */
export function SuperadminPage() {
  useBreadcrumbs([{ name: M.title }]);
  const [params, setParams] = useSearchParams();
  const list = listParam(params.get('list'));
  const page = pageParam(params.get('page'));
  const urlSearch = params.get('search') ?? '';
  // What the box shows, for the list and URL search it was last in step with.
  const [input, setInput] = useState({ list, text: urlSearch });
  const [seen, setSeen] = useState({ list, search: urlSearch });
  if (seen.list !== list || seen.search !== urlSearch) {
    // The URL moved (another tab, the back button, or our own write): the box follows unless it already says so.
    setSeen({ list, search: urlSearch });
    if (input.list !== list || input.text.trim() !== urlSearch.trim()) setInput({ list, text: urlSearch });
  }
  const debounced = useDebouncedValue(input, 300);
  const setSearch = (text: string) => setInput({ list, text });
  const search = input.text;

  // Typing drives ?search= (back to page 1) once it pauses; a value the URL replaced meanwhile is dropped.
  useEffect(() => {
    if (debounced !== input) return;
    const q = debounced.text.trim();
    if (q === urlSearch.trim()) return;
    setParams(new URLSearchParams(listHref(list, q, 1)), { replace: true });
  }, [debounced, input, urlSearch, list, setParams]);

  const query = useSuperadminList(list, urlSearch, page);
  const result = query.data as SuperadminPage<SuperadminList> | undefined;
  const lastPage = result?.meta.last_page ?? 1;
  const label = SUPERADMIN_LIST_LABELS[list];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        <Link to="/tests" className={buttonClasses('outline', 'md', 'self-start sm:self-auto')}>
          <Stethoscope className="size-4" aria-hidden="true" />
          {M.diagnostics}
        </Link>
      </PageHeader>

      <nav aria-label={M.listsLabel} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-border">
          {SUPERADMIN_LISTS.map((l) => (
            <li key={l}>
              <Link
                to={listHref(l, '', 1)}
                aria-current={l === list ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                  l === list ? 'border-primary text-primary-text' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {SUPERADMIN_LIST_LABELS[l]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full max-w-md">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" aria-label={M.searchLabel(label)} placeholder={M.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
        </div>
        {result && (
          <p className="text-sm text-muted-foreground" data-testid="superadmin-total">
            {M.total(result.meta.total)}
          </p>
        )}
      </div>

      {query.isPending ? (
        <LoadingCard label={M.loading} />
      ) : query.isError ? (
        <LoadError title={M.loadError} error={query.error} retryLabel={M.retry} onRetry={() => void query.refetch()} />
      ) : result && result.data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-text">
            {urlSearch ? <SearchX className="size-6" aria-hidden="true" /> : <Inbox className="size-6" aria-hidden="true" />}
          </span>
          <p className="mt-4 text-base font-semibold text-foreground">{urlSearch ? M.noResultsTitle : M.emptyTitle}</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{urlSearch ? M.noResults(urlSearch) : M.emptyText}</p>
          {urlSearch && (
            <Button variant="outline" className="mt-6" onClick={() => setSearch('')}>
              {M.clearSearch}
            </Button>
          )}
        </Card>
      ) : result ? (
        <>
          <Card className="overflow-hidden">
            <ListTable list={list} rows={result.data} label={label} dimmed={query.isPlaceholderData} />
          </Card>
          <nav aria-label={M.pagination} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-sm text-muted-foreground">{M.pageOf(page, lastPage)}</p>
            <div className="flex gap-2">
              <PageLink to={page > 1 ? listHref(list, urlSearch, page - 1) : null} rel="prev">
                <ChevronLeft className="size-4" aria-hidden="true" />
                {M.previous}
              </PageLink>
              <PageLink to={page < lastPage ? listHref(list, urlSearch, page + 1) : null} rel="next">
                {M.next}
                <ChevronRight className="size-4" aria-hidden="true" />
              </PageLink>
            </div>
          </nav>
        </>
      ) : null}
    </div>
  );
}

function PageLink({ to, rel, children }: { to: string | null; rel: string; children: ReactNode }) {
  if (!to)
    return (
      <span className={buttonClasses('outline', 'sm', 'opacity-50')} aria-disabled="true">
        {children}
      </span>
    );
  return (
    <Link to={to} className={buttonClasses('outline', 'sm')} rel={rel}>
      {children}
    </Link>
  );
}

function ListTable({ list, rows, label, dimmed }: { list: SuperadminList; rows: SuperadminRows[SuperadminList][]; label: string; dimmed: boolean }) {
  const plans = useSuperadminPlans();
  if (list === 'workspaces') return <DataTable label={label} columns={workspaceColumns(plans.data)} rows={rows as SuperadminRows['workspaces'][]} dimmed={dimmed} />;
  return <DataTable label={label} columns={COLUMNS[list] as Column<SuperadminRows[SuperadminList]>[]} rows={rows} dimmed={dimmed} />;
}

type Ws = SuperadminRows['workspaces'];
function workspaceColumns(plans: Parameters<typeof WorkspaceActions>[0]['plans']): Column<Ws>[] {
  const C = M.columns;
  return [
    {
      key: 'name',
      label: C.name,
      render: (w) => (
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{w.name}</span>
            {w.is_demo && <Badge tone="bg-surface-muted text-muted-foreground">{M.demo}</Badge>}
          </p>
          <p className="text-xs text-muted-foreground">
            {w.domain} · {M.members(w.members)} · <InstantDay value={w.created_at} />
          </p>
        </div>
      ),
    },
    {
      key: 'plan',
      label: C.plan,
      render: (w) => (
        <div className="space-y-1">
          <p>{w.plan?.name ?? M.noPlan}</p>
          <p className="text-xs whitespace-nowrap text-muted-foreground">
            {M.usage(w.usage.active_proposals, w.limits?.active_proposals ?? null, w.usage.active_portals, w.limits?.active_portals ?? null)}
          </p>
        </div>
      ),
    },
    {
      key: 'status',
      label: C.status,
      render: (w) =>
        w.disabled_at ? <Badge tone="bg-danger-soft text-danger">{M.disabledBadge}</Badge> : <Badge tone="bg-success-soft text-success">{M.activeBadge}</Badge>,
    },
    { key: 'actions', label: C.actions, render: (w) => <WorkspaceActions key={`${w.id}-${w.plan?.id ?? ''}`} workspace={w} plans={plans} /> },
  ];
}
