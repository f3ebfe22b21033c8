import { useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import type { PortalNavKey } from '@trato/domain/portal/navigation';
import { errorMessage } from '../../lib/api-error.ts';
import { getProjectComments } from '../api/comments.ts';
import { useCustomerProject } from '../api/get-project.ts';
import { useCustomerProjects } from '../api/get-projects.ts';
import { LoadFailed, PortalSkeleton } from '../components/page-state.tsx';
import { rememberProjectId, storedProjectId } from '../lib/current-project.ts';
import { clearCustomerToken, isStatus } from '../lib/portal-api.ts';
import { portalPaths } from '../lib/paths.ts';
import { rememberPortalWorkspace, signInPath } from '../lib/portal-workspace.ts';
import { rememberPortalColor } from '../lib/portal-look.ts';
import { PortalFrame } from '../view/portal-frame.tsx';
import { PortalViewContext, type PortalView } from '../view/portal-view.ts';
import { AccountMenu } from './account-menu.tsx';
import { NotificationsBell } from './notifications-bell.tsx';

const NAV_PATHS: Record<PortalNavKey, (id: string) => string> = {
  home: portalPaths.project,
  files: () => portalPaths.files,
  payments: () => portalPaths.payments,
  services: () => portalPaths.services,
  contract: () => portalPaths.contract,
  calendar: () => portalPaths.calendar,
  help: () => portalPaths.help,
};

/**
 * The customer's portal around every page: the project in the path (/c/project/{id}), else the one
 * chosen last, else the first. A 401 ends the stored session (→ /c/login); a project this customer
 * may not see (404) goes to /c/unauthorized.
 */
export function PortalLayout() {
  const { id } = useParams();
  // A remembered project that is gone (or another customer's, on a shared computer) is forgotten once.
  const [remembered, setRemembered] = useState(() => (id ? null : storedProjectId()));
  const asked = id ?? remembered;
  const list = useCustomerProjects(asked);
  const currentId = id ?? list.data?.current_project?.id ?? null;
  const project = useCustomerProject(list.data ? currentId : null);

  const listLost = !id && remembered && isStatus(list.error, 403, 404);
  useEffect(() => {
    if (listLost) setRemembered(null);
  }, [listLost]);

  useEffect(() => {
    if (project.data) rememberProjectId(project.data.id);
  }, [project.data]);
  const color = list.data?.organization.primary_color;
  useEffect(() => {
    if (color) rememberPortalColor(color);
  }, [color]);
  // The provider whose brand /c/login wears after «Salir» (decision 0081).
  const workspaceId = project.data?.organization.id;
  useEffect(() => rememberPortalWorkspace(workspaceId), [workspaceId]);

  const view = useMemo<PortalView | null>(() => {
    if (!list.data || !project.data) return null;
    const p = project.data;
    return {
      project: p,
      organization: list.data.organization,
      user: list.data.user,
      projects: list.data.projects,
      readOnly: false,
      hrefFor: (key) => NAV_PATHS[key](p.id),
      loadComments: getProjectComments,
    };
  }, [list.data, project.data]);

  const error = list.error ?? project.error;
  if (isStatus(error, 401)) {
    clearCustomerToken();
    return <Navigate to={signInPath()} replace />;
  }
  if (listLost) return <PortalSkeleton />;
  if (isStatus(error, 403, 404)) return <Navigate to={portalPaths.unauthorized} replace />;
  if (list.data && !currentId) return <Navigate to={portalPaths.dashboard} replace />;
  if (error && !view) return <LoadFailed message={errorMessage(error)} onRetry={() => void (list.error ? list.refetch() : project.refetch())} />;
  if (!view) return <PortalSkeleton />;

  return (
    <PortalViewContext value={view}>
      <PortalFrame
        actions={
          <>
            <NotificationsBell />
            <AccountMenu />
          </>
        }
      >
        <Outlet />
      </PortalFrame>
    </PortalViewContext>
  );
}
