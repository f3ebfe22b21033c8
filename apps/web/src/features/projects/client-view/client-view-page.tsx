import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, useParams } from 'react-router';
import type { PortalNavKey } from '@trato/domain/portal/navigation';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { PortalFrame } from '../../../portal/view/portal-frame.tsx';
import { PortalViewContext, type PortalView } from '../../../portal/view/portal-view.ts';
import { getStaffProjectComments, useClientView } from './get-client-view.ts';
import { CLIENT_VIEW_MESSAGES as M } from './messages.ts';

// The portal's own pages, loaded when shown: the staff view renders exactly what the client sees.
const SECTIONS: Record<PortalNavKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../../../portal/pages/home-page.tsx')),
  files: lazy(() => import('../../../portal/pages/files-page.tsx')),
  payments: lazy(() => import('../../../portal/pages/payments-page.tsx')),
  services: lazy(() => import('../../../portal/pages/services-page.tsx')),
  contract: lazy(() => import('../../../portal/pages/contract-page.tsx')),
  calendar: lazy(() => import('../../../portal/pages/calendar-page.tsx')),
  help: lazy(() => import('../../../portal/pages/help-page.tsx')),
};

const isSection = (key: string): key is PortalNavKey => key in SECTIONS;

/**
 * /projects/{id}/client ('Ver como cliente'): the client portal as the customer sees it, from
 * GET /v1/projects/{id}/client, read-only (uploads, comments and quote requests hidden), under a
 * 'Vista como cliente' banner with the way back. Sections are /projects/{id}/client/{files|…}.
 */
export function ClientViewPage() {
  const params = useParams();
  const id = params.id ?? '';
  const section = (params['*'] ?? '').split('/')[0] ?? '';
  const key: PortalNavKey = isSection(section) ? section : 'home';
  const query = useClientView(id);
  const base = `/projects/${encodeURIComponent(id)}`;

  const view = useMemo<PortalView | null>(
    () =>
      query.data
        ? {
            project: query.data,
            organization: query.data.organization,
            user: null,
            projects: [],
            readOnly: true,
            hrefFor: (k) => (k === 'home' ? `${base}/client` : `${base}/client/${k}`),
            loadComments: getStaffProjectComments,
          }
        : null,
    [query.data, base],
  );

  const banner = (
    <div className="sticky top-0 z-30 border-b border-primary/30 bg-primary text-primary-foreground" role="region" aria-label={M.banner}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 lg:px-8">
        <p className="text-sm">
          <strong className="font-semibold">{M.banner}</strong>
          <span className="hidden sm:inline"> · {M.bannerText}</span>
        </p>
        <Link to={base} className="rounded-lg bg-primary-foreground/15 px-3 py-1.5 text-sm font-medium hover:bg-primary-foreground/25">
          {M.back}
        </Link>
      </div>
    </div>
  );

  if (query.isPending) return <PageSpinner />;
  if (!view) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="min-h-dvh bg-background">
        {banner}
        <div className="mx-auto max-w-lg space-y-4 px-4 py-16">
          <Alert tone="danger" title={M.loadError}>
            {gone ? M.notFound : errorMessage(query.error)}
          </Alert>
          <div className="flex gap-2">
            {!gone && <Button onClick={() => void query.refetch()}>{M.retry}</Button>}
            <Link to="/projects" className={buttonClasses('outline')}>
              {M.back}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const Section = SECTIONS[key];
  return (
    <PortalViewContext value={view}>
      <PortalFrame banner={banner}>
        <Suspense fallback={<PageSpinner />}>
          <Section />
        </Suspense>
      </PortalFrame>
    </PortalViewContext>
  );
}
