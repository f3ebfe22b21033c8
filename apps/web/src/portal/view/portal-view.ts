import { createContext, useContext } from 'react';
import type { PortalOrganizationDto, PortalProjectDto, PortalProjectSummaryDto } from '@trato/domain/portal/dto';
import type { PortalNavKey } from '@trato/domain/portal/navigation';
import type { CommentListDto } from '@trato/domain/proposals/public-dto';

/**
 * Everything a portal page shows, handed down by whoever loaded it: the customer's portal (its own
 * API and token) or the staff's 'Ver como cliente' (the staff API, read-only). The pages read this
 * and never fetch the project themselves, so both render exactly the same thing.
 */
export type PortalView = {
  project: PortalProjectDto;
  organization: PortalOrganizationDto;
  /** The signed-in customer; null in the staff view. */
  user: { name: string; email: string; has_password: boolean } | null;
  /** The customer's portals ('Más Portales'); empty in the staff view. */
  projects: PortalProjectSummaryDto[];
  /** The staff view: every write (upload, comment, quote request) is hidden. */
  readOnly: boolean;
  /** Where a navigation item leads: the portal's /c/ paths, or the staff view's own. */
  hrefFor: (key: PortalNavKey) => string;
  /** The project's comment thread, read with the viewer's own token (customer or staff). */
  loadComments: (projectId: string, signal?: AbortSignal) => Promise<CommentListDto>;
};

export const PortalViewContext = createContext<PortalView | null>(null);

export function usePortalView(): PortalView {
  const view = useContext(PortalViewContext);
  if (!view) throw new Error('usePortalView fuera de un portal');
  return view;
}
