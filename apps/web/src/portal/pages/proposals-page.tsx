import { Link } from 'react-router';
import { Card, PageHeading } from '../components/page-state.tsx';
import { LayersIcon } from '../components/icons.tsx';
import { portalPaths } from '../lib/paths.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { usePortalView } from '../view/portal-view.ts';

/**
 * /c/proposals (SPEC §2.2 lists it): the customer's signed proposals are their portals, so this page
 * lists them (the same list as 'Más Portales') and points to each one.
 */
export default function ProposalsPage() {
  const { projects } = usePortalView();
  return (
    <>
      <PageHeading title={M.proposalsTitle} text={M.proposalsText} />
      <Card>
        <ul className="divide-y divide-border">
          {projects.map((p) => (
            <li key={p.id}>
              <Link to={portalPaths.project(p.id)} className="flex items-center gap-3 py-3 hover:text-primary-text">
                <LayersIcon className="size-5 shrink-0 text-muted-foreground" />
                <span className="font-medium">{p.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
