import { useState } from 'react';
import { Navigate } from 'react-router';
import { errorMessage } from '../../lib/api-error.ts';
import { useCustomerProjects } from '../api/get-projects.ts';
import { LayersIcon } from '../components/icons.tsx';
import { LoadFailed, PageMessage, PortalSkeleton } from '../components/page-state.tsx';
import { storedProjectId } from '../lib/current-project.ts';
import { clearCustomerToken, isStatus } from '../lib/portal-api.ts';
import { portalPaths } from '../lib/paths.ts';
import { signInPath } from '../lib/portal-workspace.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { LogoutButton } from '../layout/logout-button.tsx';

/** /c/dashboard and /@customer-portal: straight to the current portal (the last chosen, else the first). */
export default function DashboardPage() {
  const [remembered, setRemembered] = useState(storedProjectId);
  const list = useCustomerProjects(remembered);
  if (remembered && isStatus(list.error, 403, 404)) {
    setRemembered(null);
    return <PortalSkeleton />;
  }
  if (isStatus(list.error, 401)) {
    clearCustomerToken();
    return <Navigate to={signInPath()} replace />;
  }
  if (list.error) return <LoadFailed message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <PortalSkeleton />;
  const current = list.data.current_project;
  if (current) return <Navigate to={portalPaths.project(current.id)} replace />;
  return (
    <PageMessage title={M.noProjectsTitle} text={M.noProjectsText} icon={<LayersIcon className="size-7" />}>
      <LogoutButton />
    </PageMessage>
  );
}
