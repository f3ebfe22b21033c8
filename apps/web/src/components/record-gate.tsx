import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error.ts';
import { useBreadcrumbs } from '../lib/breadcrumbs.ts';
import { buttonClasses } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { LoadError } from './ui/load-error.tsx';
import { PageSpinner } from './ui/spinner.tsx';

/** The words a gate shows for its section (each feature's message catalogue has them). */
export type RecordGateMessages = { title: string; untitled: string; notFoundTitle: string; notFoundText: string; backToList: string; loadOneError: string };

/**
 * Loads one proposal or portal for its pages: breadcrumbs (section › name › crumb), a spinner, the
 * not-found state for a 404 (unknown, trashed or another workspace's), an error with retry, then the page.
 */
export function RecordGate<T extends { name: string }>({
  id,
  query,
  listPath,
  icon,
  messages: M,
  crumb,
  children,
}: {
  id: string;
  query: UseQueryResult<T>;
  /** The section's list, e.g. /proposals; the record's own page is {listPath}/{id}. */
  listPath: string;
  icon: LucideIcon;
  messages: RecordGateMessages;
  crumb?: string;
  children: (record: T) => ReactNode;
}) {
  const record = query.data;
  const name = record ? record.name.trim() || M.untitled : null;
  useBreadcrumbs([
    { name: M.title, path: listPath },
    ...(name ? [{ name, path: crumb ? `${listPath}/${id}` : undefined }] : []),
    ...(name && crumb ? [{ name: crumb }] : []),
  ]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !record) {
    return (
      <div className="mx-auto w-full max-w-4xl">
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState
            icon={icon}
            title={M.notFoundTitle}
            text={M.notFoundText}
            action={
              <Link to={listPath} className={buttonClasses('outline')}>
                {M.backToList}
              </Link>
            }
          />
        ) : (
          <LoadError title={M.loadOneError} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <>{children(record)}</>;
}
